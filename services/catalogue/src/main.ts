import { main } from '@undangan/platform';
import { catalogueProgram } from './catalogue.program';

main(catalogueProgram);
