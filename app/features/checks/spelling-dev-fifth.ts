// Fifth spelling development set (issue 36, round twenty-six): coverage of the well-known lists of common
// mistakes in Korean, English and Indonesian, one file a language. Scored by
// `npx tsx bench/spelling-dev.ts fifth`.
export { KO_DEV5 } from './spelling-dev-fifth-ko';
export { EN_DEV5 } from './spelling-dev-fifth-en';
export { ID_DEV5 } from './spelling-dev-fifth-id';
