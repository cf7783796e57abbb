/** The browser's reload, behind an object so a test can watch it (jsdom cannot navigate). */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
