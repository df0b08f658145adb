import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  BASE_FEATURES_PACKAGE_ID,
  DESIGN_CATEGORIES,
  DESIGN_IMAGE_MAX_BYTES,
  DESIGN_IMAGE_TYPES,
  DESIGN_IMAGE_UPLOAD_MESSAGES,
  GALLERY_TABS,
  type Design,
  type DesignThemeInput,
} from '@undangan/contracts';
import { useConfirm } from '@/admin/components/ConfirmDialog';
import { ErrorNotice } from '@/admin/components/ErrorNotice';
import { InputField, SelectField } from '@/admin/components/FormFields';
import { useToast } from '@/admin/components/Toasts';
import { adminPaths } from '@/admin/config/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useObjectUrl } from '@/shared/ui/use-object-url';
import { useDocumentTitle } from '@/shared/ui/use-document-title';
import { databaseKeys } from './api/database-keys';
import { deleteRecord } from './api/delete-record';
import { getDesigns } from './api/get-designs';
import { getPackages } from './api/get-packages';
import { saveDesign, type DesignInputForm } from './api/save-design';
import { designThemeForm, newDesignTheme } from './design-theme-form';
import { DesignThemeFields } from './DesignThemeFields';
import { DATABASE_MESSAGES as M } from './messages';
import { RecordForm, RecordList, RowActions } from './RecordTableParts';
import './database.css';

const IMAGE_TYPES: readonly string[] = DESIGN_IMAGE_TYPES;
const REQUIRED = 'ID, nama, paket dan kategori wajib diisi.';

/** The designs, and the packages a design may be ordered with (all but the base features). */
const getDesignsAndPackages = (signal?: AbortSignal) =>
  Promise.all([getDesigns(signal), getPackages(signal)]);

interface DesignFormState {
  id: string;
  name: string;
  packageId: string;
  allowed: number[];
  category: string;
  templateUrl: string;
  theme: DesignThemeInput;
}

const EMPTY: DesignFormState = {
  id: '',
  name: '',
  packageId: '',
  allowed: [],
  category: '',
  templateUrl: '',
  theme: newDesignTheme(),
};

export default function DesignsPage() {
  useDocumentTitle('Designs');
  // PRODUCT.md section 8: design fetch, save and delete failures are only logged (a failed first load
  // shows an empty table).
  const queryClient = useQueryClient();
  const tables = useQuery({
    queryKey: databaseKeys.table('designs-and-packages'),
    queryFn: ({ signal }) => getDesignsAndPackages(signal),
  });
  const failed = tables.isError && !tables.isFetching;
  const designs = tables.data?.[0] ?? (failed ? [] : null);
  const packages = (tables.data?.[1] ?? []).filter((pkg) => pkg.id !== BASE_FEATURES_PACKAGE_ID);
  const [form, setForm] = useState<DesignFormState>(EMPTY);
  const [editing, setEditing] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  // The design's own image while it is edited; a newly chosen file is shown instead.
  const [storedImage, setStoredImage] = useState<string | null>(null);
  const preview = useObjectUrl(file) ?? storedImage;
  const [fileError, setFileError] = useState('');
  const [formError, setFormError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const toast = useToast();
  const confirm = useConfirm();
  const reloadAll = () => void queryClient.invalidateQueries({ queryKey: databaseKeys.all });
  const saving = useMutation({
    mutationFn: ({ input, editing }: { input: DesignInputForm; editing: string | null }) =>
      saveDesign(input, editing, setProgress),
    onSuccess: reloadAll,
  });
  const removing = useMutation({
    mutationFn: (id: string) => deleteRecord('designs', id),
    onSuccess: reloadAll,
  });

  const reset = () => {
    setForm(EMPTY);
    setEditing(null);
    setFile(null);
    setStoredImage(null);
    setFileError('');
    setFormError('');
    setProgress(null);
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFileError('');
    if (!chosen) return;
    if (!IMAGE_TYPES.includes(chosen.type)) {
      setFileError(DESIGN_IMAGE_UPLOAD_MESSAGES.wrongType);
      event.target.value = '';
      return;
    }
    if (chosen.size > DESIGN_IMAGE_MAX_BYTES) {
      setFileError(DESIGN_IMAGE_UPLOAD_MESSAGES.tooBig);
      event.target.value = '';
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.id.trim() || !form.name.trim() || !form.packageId || !form.category) {
      setFormError(REQUIRED);
      return;
    }
    setFormError('');
    setProgress(0);
    setStatus('');
    try {
      const input = {
        id: form.id.trim(),
        name: form.name.trim(),
        package_id: form.packageId,
        package_allowed: form.allowed.join(','),
        category: form.category,
        template_url: form.templateUrl.trim(),
        theme: form.theme,
        image: file,
      };
      await saving.mutateAsync({ input, editing });
      setStatus(M.saved);
      reset();
    } catch (err) {
      console.error(err);
      setProgress(null);
    }
  };

  const edit = (d: Design) => {
    setEditing(d.id);
    setFile(null);
    setStoredImage(d.image_url || null);
    setForm({
      id: d.id,
      name: d.name,
      packageId: d.package_id,
      allowed: d.package_allowed,
      category: d.category,
      templateUrl: d.template_url,
      theme: designThemeForm(d.theme),
    });
  };

  const remove = async (id: string) => {
    if (!(await confirm({ question: M.confirmDelete, confirmText: 'Ya, hapus' }))) return;
    try {
      await removing.mutateAsync(id);
      toast.success(M.deleted);
      if (editing === id) reset();
    } catch (err) {
      console.error(err);
      toast.error(M.deleteFailed);
    }
  };

  const toggleAllowed = (id: number) =>
    setForm((f) => ({
      ...f,
      allowed: f.allowed.includes(id)
        ? f.allowed.filter((a) => a !== id)
        : [...f.allowed, id].sort((a, b) => a - b),
    }));

  return (
    <section className="admin-page" aria-labelledby="designs-title">
      <div className="admin-page-head">
        <h2 id="designs-title">Designs</h2>
        <Link className="admin-button secondary" to={adminPaths.database}>
          Kembali ke Database
        </Link>
      </div>
      <div className="admin-crud">
        <RecordForm
          label="Form desain"
          title={editing === null ? 'Tambah Desain' : `Edit Desain ${editing}`}
          editing={editing !== null}
          busy={progress !== null}
          onSubmit={submit}
          onCancel={reset}
          noValidate
          footer={
            status && (
              <p className="admin-success" role="status">
                {status}
              </p>
            )
          }
        >
          <InputField
            id="design-id"
            label="ID"
            required
            disabled={editing !== null}
            value={form.id}
            onValue={(id) => setForm({ ...form, id })}
          />
          <InputField
            id="design-name"
            label="Nama"
            required
            value={form.name}
            onValue={(name) => setForm({ ...form, name })}
          />
          <SelectField
            id="design-package"
            label="Paket"
            required
            placeholder="Pilih paket"
            options={GALLERY_TABS}
            value={form.packageId}
            onValue={(packageId) => setForm({ ...form, packageId })}
          />
          <fieldset className="admin-checks">
            <legend>Paket yang diizinkan</legend>
            {packages.map((p) => (
              <label key={p.id} className="admin-check">
                <input
                  type="checkbox"
                  checked={form.allowed.includes(p.id)}
                  onChange={() => toggleAllowed(p.id)}
                />
                {p.name} ({p.id})
              </label>
            ))}
          </fieldset>
          <SelectField
            id="design-category"
            label="Kategori"
            required
            placeholder="Pilih kategori"
            options={DESIGN_CATEGORIES}
            value={form.category}
            onValue={(category) => setForm({ ...form, category })}
          />
          <InputField
            id="design-template"
            label="URL Template"
            inputMode="url"
            placeholder="https://..."
            value={form.templateUrl}
            onValue={(templateUrl) => setForm({ ...form, templateUrl })}
          />
          <label htmlFor="design-image">Gambar (jpg, png, webp; maks. 2MB)</label>
          <input
            id="design-image"
            type="file"
            accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
            onChange={chooseFile}
          />
          {fileError && <ErrorNotice>{fileError}</ErrorNotice>}
          {preview && <img className="admin-preview" src={preview} alt="Pratinjau gambar desain" />}
          <DesignThemeFields theme={form.theme} onTheme={(theme) => setForm({ ...form, theme })} />
          {progress !== null && (
            <label className="admin-progress">
              Unggah {progress}%
              <progress max={100} value={progress} />
            </label>
          )}
          {formError && <ErrorNotice>{formError}</ErrorNotice>}
        </RecordForm>
        <RecordList
          label="Daftar desain"
          columns={[
            'Gambar',
            { label: 'ID', className: 'col-wide' },
            'Nama',
            'Paket',
            'Kategori',
            'Template',
            'Aksi',
          ]}
          error=""
          loading={!designs}
        >
          {designs?.map((d) => (
            <tr key={d.id} data-testid={`design-row-${d.id}`}>
              <td>
                {d.image_url ? (
                  <img className="admin-thumb" src={d.image_url} alt={d.name} loading="lazy" />
                ) : (
                  'N/A'
                )}
              </td>
              <td className="col-wide">{d.id}</td>
              <td>
                {d.name}
                <small className="admin-line-note narrow-only">ID {d.id}</small>
              </td>
              <td>{d.package_id}</td>
              <td>{d.category}</td>
              <td>
                {d.template_url ? (
                  <a className="nowrap" href={d.template_url} target="_blank" rel="noreferrer">
                    View Template
                  </a>
                ) : (
                  'N/A'
                )}
              </td>
              <RowActions onEdit={() => edit(d)} onRemove={() => void remove(d.id)} />
            </tr>
          ))}
        </RecordList>
      </div>
    </section>
  );
}
