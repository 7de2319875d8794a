// Shared by every page: the texts of the page's language, the API with its CSRF token, and
// the navigation's current page.
"use strict";

const MoodCard = (() => {
  const texts = JSON.parse(document.getElementById("texts").textContent);
  const meta = (name) => document.querySelector(`meta[name="${name}"]`).content;
  const csrf = meta("csrf-token");
  const lang = document.documentElement.lang;

  /** The text for `key` with `{name}` placeholders filled from `values`. */
  function t(key, values = {}) {
    const text = texts[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? values[name] : whole));
  }

  /** A failed call: the HTTP status, the error's message and the whole JSON body. */
  class APIError extends Error {
    constructor(status, message, data = null) {
      super(message);
      this.status = status;
      this.data = data;
    }
  }

  /** Calls the JSON API; a change carries the CSRF token. Resolves to the parsed body. */
  async function api(method, path, body, options = {}) {
    const headers = { "X-CSRF-Token": csrf };
    let payload = body;
    if (body !== undefined && !(body instanceof Blob) && !(body instanceof ArrayBuffer)) {
      headers["Content-Type"] = "application/json";
      payload = JSON.stringify(body);
    }
    let response;
    try {
      response = await fetch(path, {
        method, headers, body: payload, credentials: "same-origin", signal: options.signal,
      });
    } catch (error) {
      if (error.name === "AbortError") throw error;
      throw new APIError(0, t("error.offline"));
    }
    if (response.status === 204) return null;
    const type = response.headers.get("Content-Type") || "";
    const data = type.startsWith("application/json") ? await response.json() : null;
    if (!response.ok) throw new APIError(response.status, (data && data.error) || response.statusText, data);
    return data;
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
      if (link.dataset.lang === lang) link.setAttribute("aria-current", "true");
    }
  }

  /** A mood word's name in the page's language: a word without a Chinese name keeps its
   * English one. */
  const wordName = (word) => (lang === "zh-Hans" ? word.chinese || word.english : word.english);

  /** A button showing `text`; with `name`, its accessible name names the item it acts on too
   * ("Rename: Walk"), so that the buttons of a list's rows can be told apart. */
  function button(text, { id, name, className = "quiet-button", type = "button", action } = {}) {
    const element = document.createElement("button");
    element.type = type;
    if (id) element.id = id;
    if (className) element.className = className;
    element.textContent = text;
    if (name) element.setAttribute("aria-label", `${text}: ${name}`);
    if (action) element.addEventListener("click", action);
    return element;
  }

  /** Whether the browser prefers dark colours. */
  const prefersDark = () => matchMedia("(prefers-color-scheme: dark)").matches;

  document.addEventListener("DOMContentLoaded", markNavigation);
  return {
    t, api, APIError, longDay, longMonth, say, debounce, button, wordName, today: meta("today"), lang,
    prefersDark,
  };
})();
