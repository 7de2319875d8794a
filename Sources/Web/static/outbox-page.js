// The check-in page's side of the outbox (outbox.js): it keeps a check-in the computer could
// not take (no network, or this phone not connected) and says so, and sends the ones waiting
// when the page opens, when the browser is back online, on a timer, and through the service
// worker's Background Sync where the browser has it.
"use strict";

const OutboxPage = (() => {
  const { t, say } = MoodCard;
  // How often the page tries again while check-ins wait: the computer may wake without the
  // phone's network changing, so no `online` event comes.
  const RETRY_MS = 30000;
  let handlers = null;

  /** Asks the service worker to send the outbox when the browser next has a network. */
  async function askForSync() {
    const registration = await navigator.serviceWorker?.ready;
    await registration?.sync?.register(Outbox.syncTag);
  }

  /** Says in `element` that this phone is not connected, with the way to connect it again. */
  function sayNotConnected(element) {
    const link = document.createElement("a");
    link.href = "/pair";
    link.textContent = t("outbox.reconnect");
    element.replaceChildren(`${t("outbox.notConnected")} `, link);
    element.classList.add("error");
  }

  /** Keeps `item` ({day, state, version, base}), the check-in a save could not send because
   * of `status` (0: the computer cannot be reached; 401: not connected), and says so in
   * `element`. */
  async function hold(item, status, element) {
    try {
      await Outbox.keep(item);
    } catch (error) {
      // No IndexedDB (a private window may refuse it): the tab's draft still holds it.
      return say(element, t("outbox.notKept", { error: error.message }), true);
    }
    if (status === 401) sayNotConnected(element);
    // A phone (a touch screen) waits for the computer; a desktop browser for mood serve.
    else say(element, t(matchMedia("(pointer: coarse)").matches ? "outbox.kept" : "outbox.keptHere"));
    askForSync().catch(() => {});
  }

  /** Sends what waits; each result goes to the page's handlers, a problem to `element`. */
  async function flush(element) {
    await Outbox.flush(async (item, result) => {
      if (result.outcome === "sent") {
        handlers.sent(item, result);
        say(element, t("outbox.sent", { day: MoodCard.longDay(item.day, false) }));
      } else if (result.outcome === "conflict") {
        await handlers.conflict(item, result);
      } else if (result.outcome === "unauthorized") {
        sayNotConnected(element);
      } else if (result.outcome === "failed") {
        say(element, t("outbox.failed", { day: MoodCard.longDay(item.day, false), error: result.message }), true);
      }
    });
  }

  /** Starts sending what waits, with `page`'s `sent(item, result)`, called for a check-in
   * sent, and `conflict(item, result)`, which shows the person the day as it is now beside
   * theirs and resolves once they chose; messages go to `element`. */
  function start(page, element) {
    handlers = page;
    const attempt = () => flush(element).catch(() => {});
    addEventListener("online", attempt);
    setInterval(attempt, RETRY_MS);
    return attempt();
  }

  return { hold, start };
})();
