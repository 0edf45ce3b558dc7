// The offline page's language (the stored hisLang, Thai by default) and its Try again button (public/offline.html).
// A file of its own: the site's Content-Security-Policy allows no inline script.
(() => {
  let lang = "th";
  try {
    const stored = (localStorage.getItem("hisLang") || localStorage.getItem("lang") || "").toLowerCase();
    if (stored === "en") lang = "en";
  } catch {
    // Storage can be unavailable; Thai is the default.
  }
  document.documentElement.lang = lang;
  document.querySelectorAll("[data-lang]").forEach((el) => {
    el.hidden = el.getAttribute("data-lang") !== lang;
  });
  document.getElementById("retry").addEventListener("click", () => location.reload());
})();
