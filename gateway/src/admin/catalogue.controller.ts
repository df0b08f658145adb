import { Body, Controller, Delete, Get, Param, Post, Put, Req, Type, UseGuards } from '@nestjs/common';
import {
  AddonInput,
  addonSchema,
  deletedSchema,
  designSchema,
  packageSchema,
  addonInputSchema,
  CATALOGUE,
  RpcContract,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
  DesignInput,
  designIdSchema,
  designInputSchema,
  NoRequest,
  numericIdSchema,
  PackageInput,
  packageInputSchema,
} from '@undangan/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiDoc, ErrorStatus } from '../openapi/api-doc';
import { DESIGN_IMAGE_DOC } from '../openapi/examples';
import { AdminGuard, AdminRequest } from '../auth/admin.guard';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { saveDesign } from '../flows/design-images';
import { formFile, withUploadForm } from '../http/upload-form';
import type { UploadedFile } from '../http/multipart';
import { CatalogueWrites } from './catalogue-writes';

/** A catalogue table whose rows are numbered (packages, add-ons): its address, checks and patterns. */
interface NumberedTable<I> {
  name: string;
  /** How the API document names a row and the rows: 'a package', 'The packages'. */
  noun: { one: string; all: string };
  /** A row as answered. */
  row: z.ZodType;
  /** What a delete may be refused with besides 404 (409: the base-features package stays). */
  deleteErrors: ErrorStatus[];
  example?: Record<string, unknown>;
  path: string;
  /** The audit's resource: `package.create`, `addon.delete`... */
  resource: 'package' | 'addon';
  /** How a bad id is named in the refusal: the entity's id, in Indonesian (PRODUCT.md section 3). */
  idLabel: string;
  schema: z.ZodType<I>;
  list: RpcContract<'catalogue', z.ZodType<NoRequest>>;
  create: RpcContract<'catalogue', z.ZodType<I>>;
  update: RpcContract<'catalogue', z.ZodType<{ id: number; input: I }>>;
  remove: RpcContract<'catalogue', z.ZodType<{ id: number }>>;
}

/** The admin's list, create, update and delete of one numbered catalogue table (PRODUCT.md section 7). */
function numberedTableController<I extends { id: number }>(table: NumberedTable<I>): Type<unknown> {
  const idPipe = new ZodValidationPipe(numericIdSchema(table.idLabel));
  @Controller(`api/admin/database/${table.path}`)
  @UseGuards(AdminGuard)
  class NumberedTableController extends CatalogueWrites {
    @Get()
    @ApiDoc({ summary: table.noun.all, answer: z.array(table.row) })
    list(@Req() req: FastifyRequest) {
      return this.rpc.call(table.list, {}, req.id);
    }

    @Post()
    @ApiDoc({
      summary: `Add ${table.noun.one}`,
      answer: table.row,
      errors: [409],
      example: table.example,
    })
    create(@Body(new ZodValidationPipe(table.schema)) input: I, @Req() req: AdminRequest) {
      return this.write(req, `${table.resource}.create`, String(input.id), table.create, input);
    }

    @Put(':id')
    @ApiDoc({
      summary: `Change ${table.noun.one}`,
      answer: table.row,
      errors: [404],
    })
    update(
      @Param('id', idPipe) id: number,
      @Body(new ZodValidationPipe(table.schema)) input: I,
      @Req() req: AdminRequest,
    ) {
      return this.write(req, `${table.resource}.update`, String(id), table.update, { id, input });
    }

    @Delete(':id')
    @ApiDoc({
      summary: `Delete ${table.noun.one}`,
      answer: deletedSchema,
      errors: [404, ...table.deleteErrors],
    })
    remove(@Param('id', idPipe) id: number, @Req() req: AdminRequest) {
      return this.write(req, `${table.resource}.delete`, String(id), table.remove, { id });
    }
  }
  Object.defineProperty(NumberedTableController, 'name', { value: table.name });
  return NumberedTableController;
}

export const PackagesAdminController = numberedTableController<PackageInput>({
  name: 'PackagesAdminController',
  path: 'packages',
  noun: { one: 'a package', all: 'The packages' },
  row: packageSchema,
  deleteErrors: [409],
  example: { id: 4, name: 'Eksklusif', price: 299000, feature: 'Galeri foto, Musik latar' },
  resource: 'package',
  idLabel: 'ID paket',
  schema: packageInputSchema,
  list: CATALOGUE.listPackages,
  create: CATALOGUE.createPackage,
  update: CATALOGUE.updatePackage,
  remove: CATALOGUE.deletePackage,
});

export const AddonsAdminController = numberedTableController<AddonInput>({
  name: 'AddonsAdminController',
  path: 'addons',
  noun: { one: 'an add-on', all: 'The add-ons' },
  row: addonSchema,
  deleteErrors: [],
  resource: 'addon',
  idLabel: 'ID add-on',
  schema: addonInputSchema,
  list: CATALOGUE.listAddons,
  create: CATALOGUE.createAddon,
  update: CATALOGUE.updateAddon,
  remove: CATALOGUE.deleteAddon,
});

/** The admin's design form: multipart, or JSON without the image. */
const DESIGN_FORM = { fields: designInputSchema, files: { image: DESIGN_IMAGE_DOC } };

/** The admin's designs: each with its image, stored first (flows/design-images.ts). */
@Controller('api/admin/database')
@UseGuards(AdminGuard)
export class DesignsAdminController extends CatalogueWrites {
  @Get('designs')
  @ApiDoc({ summary: 'The designs', answer: z.array(designSchema) })
  listDesigns(@Req() req: FastifyRequest) {
    return this.rpc.call(CATALOGUE.listDesigns, {}, req.id);
  }

  @Post('designs')
  @ApiDoc({
    summary: 'Add a design (form, with an optional image)',
    form: DESIGN_FORM,
    answer: designSchema,
    errors: [409, 429],
  })
  createDesign(@Req() req: AdminRequest) {
    return this.withDesignForm(req, (input, file) =>
      saveDesign(this.rpc, file, req.id, (imageUrl) => {
        const design = imageUrl ? { ...input, image_url: imageUrl } : input;
        return this.write(req, 'design.create', design.id, CATALOGUE.createDesign, design);
      }),
    );
  }

  @Put('designs/:id')
  @ApiDoc({
    summary: 'Change a design (form, with an optional new image)',
    form: DESIGN_FORM,
    answer: designSchema,
    errors: [404, 429],
  })
  async updateDesign(
    @Param('id', new ZodValidationPipe(designIdSchema)) id: string,
    @Req() req: AdminRequest,
  ) {
    return this.withDesignForm(req, (input, file) =>
      saveDesign(this.rpc, file, req.id, (imageUrl) => {
        const design = imageUrl ? { ...input, image_url: imageUrl } : input;
        return this.write(req, 'design.update', id, CATALOGUE.updateDesign, { id, input: design });
      }),
    );
  }

  @Delete('designs/:id')
  @ApiDoc({ summary: 'Delete a design', answer: deletedSchema, errors: [404] })
  deleteDesign(@Param('id', new ZodValidationPipe(designIdSchema)) id: string, @Req() req: AdminRequest) {
    return this.write(req, 'design.delete', id, CATALOGUE.deleteDesign, { id });
  }

  /**
   * Multipart (the admin form) or JSON. An `image` file is stored (flows/design-images.ts) once the
   * other fields are valid, and its url goes into the design; a url is never taken from the form.
   */
  private withDesignForm<T>(
    req: FastifyRequest,
    handle: (input: DesignInput, file: UploadedFile | undefined) => Promise<T>,
  ): Promise<T> {
    const limits = { maxFileBytes: DESIGN_IMAGE_MAX_BYTES, messages: DESIGN_IMAGE_UPLOAD_MESSAGES };
    return withUploadForm(req, limits, (body) => {
      const { image_url: _ignored, ...rest } = body.fields;
      const input = new ZodValidationPipe(designInputSchema).transform(rest);
      return handle(input, formFile(body, 'image'));
    });
  }
}
