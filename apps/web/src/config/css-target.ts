/**
 * The browsers the built CSS is written for (Vite's `build.cssTarget`; these are the browsers of
 * the JS target es2022). The minifier adds and drops vendor prefixes for exactly these, and the
 * CSS build spec checks the output against the same list.
 */
export const CSS_TARGET = ['chrome94', 'edge94', 'firefox93', 'safari16.4', 'ios16.4', 'opera80'];
