export { VERSION, backendFor, buildProgram, runCli } from './program';
export type { CliIo } from './program';
export { EXIT, UsageError } from './errors';
export { baselineOutcomes, evaluate, regressions } from './evaluate';
export type { EvalReport, EvalRowResult, EvalThresholds } from './evaluate';
export { readDataset, readPromptFile } from './files';
export type { EvalRow } from './files';
export { junitXml } from './junit';
