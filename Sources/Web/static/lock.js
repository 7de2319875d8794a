// The lock screen: unlocks this browser with a passkey (WebAuthn, with user verification) or
// the PIN, then goes back to the page that was asked for. It runs alone, without the app's
// other scripts, which the server refuses while the lock is on (but forget-kept.js); it shows
// nothing of the journal, nor of the outbox, and forgets what the phone kept of the journal.
"use strict";

(() => {
  const texts = JSON.parse(document.getElementById("texts").textContent);
  const csrf = document.querySelector('meta[name="csrf-token"]').content;
  const status = document.getElementById("status");
  const secret = document.getElementById("secret");
  const passkey = document.getElementById("passkey");
  const why = document.getElementById("passkey-why");

  const t = (key, values = {}) => (texts[key] ?? key)
    .replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));

  /** Where to go once unlocked: the page asked for, on this server only. */
  function next() {
    const asked = new URLSearchParams(location.search).get("next") || "/";
    return asked.startsWith("/") && !asked.startsWith("//") ? asked : "/";
  }

  const bytes = (text) => Uint8Array.from(
    atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  const text64 = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

  async function post(path, body) {
    return fetch(path, {
      method: "POST", credentials: "same-origin",
      headers: { "X-CSRF-Token": csrf, "Content-Type": "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  }

  async function said(response) {
    const data = await response.json().catch(() => ({}));
    return data.error ?? t("lock.failed");
  }

  function unlocked() {
    localStorage.setItem("moodcard-lock", "on");
    location.replace(next());
  }

  async function start() {
    // Whatever sent this browser here, nothing of the journal stays kept behind the lock.
    forgetKept().catch(() => {});
    const response = await fetch("/api/lock", { credentials: "same-origin" });
    if (!response.ok) {
      status.textContent = await said(response);
      return;
    }
    const lock = await response.json();
    if (!lock.on || lock.unlocked) {
      location.replace(next());
      return;
    }
    if (lock.kind === "pin") secret.inputMode = "numeric";
    if (!lock.passkeysHere) {
      why.textContent = t("lock.passkeyNeedsName", { host: lock.host });
      why.hidden = !lock.host;
    } else if (lock.passkeys > 0 && window.PublicKeyCredential) {
      passkey.hidden = false;
    }
    if (lock.waitSeconds > 0) status.textContent = t("lock.wait", { seconds: lock.waitSeconds });
    document.body.dataset.ready = "true";
  }

  document.getElementById("unlock").addEventListener("submit", async (event) => {
    event.preventDefault();
    status.textContent = t("lock.checking");
    const response = await post("/api/lock/unlock", { secret: secret.value });
    secret.value = "";
    if (response.ok) unlocked();
    else status.textContent = await said(response);
  });

  passkey.addEventListener("click", async () => {
    status.textContent = "";
    try {
      const asked = await post("/api/lock/passkey-challenge");
      if (!asked.ok) {
        status.textContent = await said(asked);
        return;
      }
      const options = await asked.json();
      const credential = await navigator.credentials.get({
        publicKey: {
          challenge: bytes(options.challenge), rpId: options.rpId, timeout: 60000,
          userVerification: "required",
          allowCredentials: options.allow.map((id) => ({ type: "public-key", id: bytes(id) })),
        },
      });
      const answer = credential.response;
      const response = await post("/api/lock/passkey-unlock", {
        id: credential.id, clientDataJSON: text64(answer.clientDataJSON),
        authenticatorData: text64(answer.authenticatorData), signature: text64(answer.signature),
      });
      if (response.ok) unlocked();
      else status.textContent = await said(response);
    } catch (error) {
      status.textContent = t("lock.passkeyCancelled");
    }
  });

  start();
})();
