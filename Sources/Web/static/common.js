// Shared by every page: the texts of the page's language, the API with its CSRF token, and
// the navigation's current page.
"use strict";

const MoodCard = (() => {
  const texts = JSON.parse(document.getElementById("texts").textContent);
  const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;
  // The page's CSRF token; a page the service worker kept holds one of an earlier run of the
  // server, which `freshToken` replaces.
  let csrf = meta("csrf-token");
  const lang = document.documentElement.lang;

  /** The text for `key` with `{name}` placeholders filled from `values`. */
  function t(key, values = {}) {
    const text = texts[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));
  }

  /** A failed call: the HTTP status, the error's message, the whole JSON body and the
   * response's headers. */
  class APIError extends Error {
    constructor(status, message, data = null, headers = null) {
      super(message);
      this.status = status;
      this.data = data;
      this.headers = headers;
    }
  }

  /** Asks the computer for its CSRF token and keeps it. */
  async function freshToken() {
    const response = await fetch("/api/session", { credentials: "same-origin" });
    if (response.ok) csrf = (await response.json()).csrf;
  }

  /** Sends a request to the app; a change carries the CSRF token, and a body that is not a
   * Blob or buffer goes as JSON. A change refused 403 is sent once more when the computer's
   * token is not the one it carried (the computer restarted since the page was loaded or kept).
   * The comparison is with the token sent, not with the page's: two changes sent at once with
   * an old token both come back 403, and the first to ask has already replaced it. Resolves to
   * the Response, whatever its status. */
  async function send(method, path, body, options = {}) {
    const carried = csrf;
    const response = await sendOnce(method, path, body, options);
    if (response.status !== 403 || method === "GET") return response;
    await freshToken().catch(() => {});
    return csrf === carried ? response : sendOnce(method, path, body, options);
  }

  async function sendOnce(method, path, body, options) {
    const headers = { "X-CSRF-Token": csrf, ...options.headers };
    let payload = body;
    if (body !== undefined && !(body instanceof Blob) && !(body instanceof ArrayBuffer)) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    try {
      return await fetch(path, {
        method, headers, body: payload, credentials: "same-origin", signal: options.signal,
      });
    } catch (error) {
      if (error.name === "AbortError") throw error;
      throw new APIError(0, t(onPhone() ? "error.offlinePhone" : "error.offline"));
    }
  }

  /** What to tell the person of a failed `response` with its JSON body `data`. The server's
   * words for a missing session name the terminal: this device is told in its own. */
  function failure(response, data) {
    if (response.status === 401) return t(onPhone() ? "error.notConnectedPhone" : "error.notConnected");
    return (data && data.error) || response.statusText;
  }

  /** Calls the JSON API. Resolves to the parsed body, or with `options.withHeaders` to
   * `{ data, headers }`; a failure rejects with an APIError. */
  async function api(method, path, body, options = {}) {
    const response = await send(method, path, body, options);
    const type = response.headers.get("Content-Type") || "";
    const data =
      response.status !== 204 && type.startsWith("application/json") ? await response.json() : null;
    if (!response.ok) {
      throw new APIError(response.status, failure(response, data), data, response.headers);
    }
    return options.withHeaders ? { data, headers: response.headers } : data;
  }

  /** How many characters `text` has as a person counts them, and as the server does: one
   * for each grapheme, so an emoji made of several code points is one. */
  const segmenter = new Intl.Segmenter(lang, { granularity: "grapheme" });
  function graphemes(text) {
    let count = 0;
    for (const _ of segmenter.segment(text)) count++;
    return count;
  }

  /** Shows the length of each field with `data-limit` in graphemes against its limit, in the
   * element named by its `data-counter`: a text area's always, a line's from 80% of its limit
   * on; over the limit, the counter is an error. Nothing cuts the text: the server refuses
   * what is over, with its own message. Returns whether the field is within its limit. */
  function countField(field) {
    const counter = document.getElementById(field.dataset.counter);
    const limit = Number(field.dataset.limit);
    const length = graphemes(field.value.trim());
    const shown = field.tagName === "TEXTAREA" || length > limit * 0.8;
    counter.textContent = shown ? t("field.counter", { n: length, max: limit }) : "";
    counter.classList.toggle("near", length > limit * 0.9);
    counter.classList.toggle("error", length > limit);
    return length <= limit;
  }

  function watchCounters() {
    // Fields with a counter: a chart card has a `data-limit` of days, and no counter.
    for (const field of document.querySelectorAll("[data-limit][data-counter]")) {
      countField(field);
      field.addEventListener("input", () => countField(field));
    }
  }

  /** The day written YYYY-MM-DD, as people of the page's language read it. */
  function longDay(text, withWeekday = true) {
    const [y, m, d] = text.split("-").map(Number);
    const date = new Date(Date.UTC(y, m - 1, d));
    const format = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };
    if (withWeekday) format.weekday = "long";
    return new Intl.DateTimeFormat(lang, format).format(date);
  }

  /** The month of `text` (YYYY-MM), as people of the page's language read it. */
  function longMonth(text) {
    const [y, m] = text.split("-").map(Number);
    return new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" })
      .format(new Date(Date.UTC(y, m - 1, 1)));
  }

  /** Shows `message` in the live region `element`; errors are marked as such. */
  function say(element, message, isError = false) {
    element.textContent = message;
    element.classList.toggle("error", isError);
  }

  /** Runs `work` `delay` ms after the last call. */
  function debounce(work, delay) {
    let timer;
    return (...args) => {
      clearTimeout(timer);
      timer = setTimeout(() => work(...args), delay);
    };
  }

  function markNavigation() {
    const path = location.pathname;
    for (const link of document.querySelectorAll(".nav a")) {
      if (link.getAttribute("href") === path) link.setAttribute("aria-current", "page");
    }
    for (const link of document.querySelectorAll(".lang a")) {
      const url = new URL(location.href);
      url.searchParams.set("lang", link.dataset.lang);
      link.href = url.pathname + url.search;
      // The page's own language is no stop on the way through the page: it opens the same.
      if (link.dataset.lang === lang) {
        link.setAttribute("aria-current", "true");
        link.tabIndex = -1;
      }
    }
  }

  /** A mood word's name in the page's language: a word without a Chinese name keeps its
   * English one. */
  const wordName = (word) => (lang === "zh-Hans" ? word.chinese || word.english : word.english);

  /** A button showing `text`; with `name`, its accessible name names the item it acts on too
   * ("Rename: Walk", "重命名“散步”"), so that the buttons of a list's rows can be told apart. */
  function button(text, { id, name, className = "quiet-button", type = "button", action } = {}) {
    const element = document.createElement("button");
    element.type = type;
    if (id) element.id = id;
    if (className) element.className = className;
    element.textContent = text;
    if (name) element.setAttribute("aria-label", t("app.actionOn", { action: text, name }));
    if (action) element.addEventListener("click", action);
    return element;
  }

  /** A habit's icon and name as one label whose name wraps beside the icon, never under it;
   * its text is "ICON NAME", as the habit is named to a screen reader and in messages. */
  function habitLabel(habit, className) {
    const label = document.createElement("span");
    label.className = `habit-label ${className}`;
    if (habit.icon) {
      const icon = document.createElement("span");
      icon.className = "habit-icon";
      icon.textContent = habit.icon;
      label.append(icon, " ");
    }
    const name = document.createElement("span");
    name.textContent = habit.name;
    label.append(name);
    return label;
  }

  /** Today: the computer's, as it made the page; in a page the service worker kept (opened with
   * the computer away, perhaps days later), the phone's own date when that is later. */
  function today() {
    const made = meta("today");
    if (!document.querySelector('meta[name="today"][data-kept]')) return made;
    const now = new Date();
    const pad = (number) => String(number).padStart(2, "0");
    const phone = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    return phone > made ? phone : made;
  }

  /** Whether this browser is a phone's (a touch screen is its pointer): the messages about
   * reaching the computer speak to the device they are on. */
  const onPhone = () => matchMedia("(pointer: coarse)").matches;

  /** Whether the browser prefers dark colours. */
  const prefersDark = () => matchMedia("(prefers-color-scheme: dark)").matches;

  document.addEventListener("DOMContentLoaded", () => {
    markNavigation();
    watchCounters();
  });
  // A page the browser kept whole for Back and Forward shows the journal as it was when the
  // page was left; a sync with another computer may have changed it since, so it is read again.
  addEventListener("pageshow", (event) => {
    if (event.persisted) location.reload();
  });
  return {
    t, api, send, APIError, longDay, longMonth, say, debounce, button, wordName,
    today: today(), lang, prefersDark, onPhone, failure, habitLabel, graphemes, countField, markNavigation,
  };
})();
