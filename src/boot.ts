// The page's entry. The loading cover in index.html is painted first, then the app's code runs: on a mid-range phone
// that code takes most of a second to evaluate, and started at once it held the first paint until it was done. The
// app's chunk and style sheet are already downloading (low-priority hints in index.html, scripts/vite/paint-before-app.ts).
requestAnimationFrame(() => setTimeout(() => void import("./main")));
