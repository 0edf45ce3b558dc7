/** The reference environment's consent page of a social provider: pick a name, continue or cancel. */
export function simulatedConsentPage(provider: "google" | "facebook"): string {
  const title = provider === "google" ? "Google" : "Facebook";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} sign-in (simulated)</title>
<style>body{font-family:system-ui,sans-serif;max-width:360px;margin:40px auto;padding:0 16px}label,input,button{display:block;width:100%;margin:8px 0;font-size:16px}input,button{padding:10px;box-sizing:border-box}</style></head>
<body data-provider="${provider}">
<h1>${title}</h1>
<p>Reference environment: this page stands in for ${title}'s sign-in. Choose the account to continue with.</p>
<form id="consent"><label for="name">Account name</label><input id="name" name="name" maxlength="40" value="Demo ${title} player" required>
<button type="submit">Continue</button><button type="button" id="cancel">Cancel</button></form>
<p id="error" role="alert"></p>
<script src="/sim/oauth.js"></script>
</body></html>`;
}

/** Asks the server for a signed assertion and hands it to the opener (the game site), then closes. */
export const SIMULATED_CONSENT_SCRIPT = `
const provider = document.body.dataset.provider;
document.getElementById("cancel").addEventListener("click", () => window.close());
document.getElementById("consent").addEventListener("submit", async (event) => {
  event.preventDefault();
  const name = document.getElementById("name").value;
  try {
    const response = await fetch("/sim/oauth/assert", { method: "POST", headers: { "Content-Type": "application/json", "Module-Id": "SIM" }, body: JSON.stringify({ provider, name }) });
    const answer = await response.json();
    if (!answer.success) throw new Error(answer.message || "failed");
    window.opener.postMessage({ type: "sim-oauth", provider, assertion: answer.value.assertion }, location.origin);
    window.close();
  } catch (error) {
    document.getElementById("error").textContent = String(error.message || error);
  }
});
`;
