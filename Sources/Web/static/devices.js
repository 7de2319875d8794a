// Data: the phones paired to this computer, with their last use, renamed or revoked here.
"use strict";

(() => {
  const { t, api, say, button, lang } = MoodCard;
  const $ = (id) => document.getElementById(id);
  const when = new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" });
  const shown = (instant) => (instant ? when.format(new Date(instant)) : t("data.deviceNever"));

  async function load() {
    try {
      show(await api("GET", "/api/devices"));
    } catch (error) {
      say($("device-status"), error.message, true);
    }
  }

  /** One row a device: its name, when it was paired and last used, Rename and Revoke. */
  function show(devices) {
    $("no-devices").hidden = devices.length > 0;
    $("device-table").hidden = devices.length === 0;
    $("device-rows").replaceChildren(
      ...devices.map((device) => {
        const row = document.createElement("tr");
        const name = document.createElement("th");
        name.scope = "row";
        name.textContent = device.name;
        const paired = document.createElement("td");
        paired.textContent = shown(device.pairedAt);
        const seen = document.createElement("td");
        seen.textContent = shown(device.lastSeenAt);
        const actions = document.createElement("td");
        actions.append(
          button(t("data.rename"), { name: device.name, action: () => rename(device) }),
          button(t("data.revoke"), { name: device.name, action: () => revoke(device) }));
        row.append(name, paired, seen, actions);
        return row;
      }));
  }

  async function rename(device) {
    const name = prompt(t("data.newName", { name: device.name }), device.name);
    if (name === null || name.trim() === device.name) return;
    try {
      const renamed = await api("PUT", `/api/devices/${encodeURIComponent(device.id)}`, { name });
      say($("device-status"), t("data.renamed", { name: renamed.name }));
    } catch (error) {
      say($("device-status"), error.message, true);
    }
    await load();
  }

  async function revoke(device) {
    if (!confirm(t("data.revokeQuestion", { name: device.name }))) return;
    try {
      await api("DELETE", `/api/devices/${encodeURIComponent(device.id)}`);
      say($("device-status"), t("data.revoked", { name: device.name }));
    } catch (error) {
      say($("device-status"), error.message, true);
    }
    await load();
  }

  document.addEventListener("DOMContentLoaded", load);
})();
