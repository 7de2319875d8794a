// The Data page's lock: turn it on with a PIN or passphrase, change it, choose when it locks
// again, register this device's passkey, or turn it off. Changing or removing it needs this
// browser unlocked first: the server refuses these calls otherwise, as it refuses every page.
"use strict";

(() => {
  const { api, t } = MoodCard;
  const form = document.getElementById("lock-form");
  const state = document.getElementById("lock-state");
  const status = document.getElementById("lock-status");
  const idle = document.getElementById("lock-idle");
  const off = document.getElementById("lock-off");
  const register = document.getElementById("lock-passkey");
  const why = document.getElementById("lock-passkey-why");

  const bytes = (text) => Uint8Array.from(
    atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  const text64 = (buffer) => btoa(String.fromCharCode(...new Uint8Array(buffer)))
    .replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

  function show(lock) {
    state.textContent = lock.on
      ? t(lock.kind === "pin" ? "lock.onPIN" : "lock.onPassphrase", { passkeys: lock.passkeys })
      : t("lock.off");
    idle.value = lock.on ? String(lock.idle) : "5";
    idle.disabled = !lock.on;
    off.hidden = !lock.on;
    register.hidden = !lock.on || !lock.passkeysHere || !window.PublicKeyCredential;
    why.hidden = !lock.on || lock.passkeysHere || !lock.host;
    why.textContent = t("lock.passkeyNeedsName", { host: lock.host });
    dispatchEvent(new Event("moodcard-lock"));
  }

  async function refresh() {
    try {
      show(await api("GET", "/api/lock"));
    } catch (error) {
      status.textContent = error.message;
    }
  }

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const secret = document.getElementById("lock-secret");
    const again = document.getElementById("lock-again");
    if (secret.value !== again.value) {
      status.textContent = t("lock.mismatch");
      return;
    }
    try {
      show(await api("PUT", "/api/lock", { secret: secret.value, idle: idle.disabled ? "5" : idle.value }));
      status.textContent = t("lock.set");
    } catch (error) {
      status.textContent = error.message;
    }
    secret.value = "";
    again.value = "";
  });

  idle.addEventListener("change", async () => {
    try {
      show(await api("PUT", "/api/lock", { idle: idle.value }));
      status.textContent = t("lock.idleSaved");
    } catch (error) {
      status.textContent = error.message;
    }
  });

  off.addEventListener("click", async () => {
    try {
      show(await api("DELETE", "/api/lock"));
      status.textContent = t("lock.removed");
    } catch (error) {
      status.textContent = error.message;
    }
  });

  register.addEventListener("click", async () => {
    try {
      const options = await api("POST", "/api/lock/passkey-options");
      const credential = await navigator.credentials.create({
        publicKey: {
          challenge: bytes(options.challenge), rp: { id: options.rpId, name: "MoodCard" },
          user: { id: bytes(options.userId), name: "MoodCard", displayName: "MoodCard" },
          pubKeyCredParams: [{ type: "public-key", alg: -7 }, { type: "public-key", alg: -8 }],
          authenticatorSelection: { userVerification: "required", residentKey: "discouraged" },
          attestation: "none", timeout: 60000,
          excludeCredentials: options.exclude.map((id) => ({ type: "public-key", id: bytes(id) })),
        },
      });
      await api("POST", "/api/lock/passkeys", {
        clientDataJSON: text64(credential.response.clientDataJSON),
        attestationObject: text64(credential.response.attestationObject),
      });
      status.textContent = t("lock.passkeyAdded");
      await refresh();
    } catch (error) {
      status.textContent = error instanceof MoodCard.APIError ? error.message : t("lock.passkeyCancelled");
    }
  });

  refresh();
})();
