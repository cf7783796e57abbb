// Training ranks neighbours with the engine's own BM25 index and tokeniser (issue #17: one
// BM25/tokeniser, in the engine), so a neighbour found here is the one the engine would rank
// at run time. Re-exported so existing imports keep working.
export { Bm25Index, terms } from '@silent/prompt-engine';
