import { main } from '@undangan/platform';
import { orderingProgram } from './ordering.program';

main(orderingProgram);
