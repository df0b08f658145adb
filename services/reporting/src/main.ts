import { main } from '@undangan/platform';
import { reportingProgram } from './reporting.program';

main(reportingProgram);
