// One Tab stop for a group of controls, moved through with the arrow keys, Home and End (a
// roving tabindex, as the faces' radio group has natively): a row of 38 word chips costs one
// Tab, not 38, on the way to Save.
"use strict";

const Roving = (() => {
  const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

  /** Makes the controls of `box` that match `selector` one Tab stop. Returns `refresh`, to
   * call after controls were added, hidden or shown: it keeps the stop on a control that
   * shows. */
  function group(box, selector) {
    const all = () => [...box.querySelectorAll(selector)];
    const usable = (item) => !item.disabled && !item.closest("[hidden]");
    const stopAt = (chosen) => {
      for (const item of all()) item.tabIndex = item === chosen ? 0 : -1;
    };

    function refresh() {
      const shown = all().filter(usable);
      stopAt(shown.find((item) => item.tabIndex === 0) || shown[0]);
    }

    box.addEventListener("focusin", (event) => {
      if (event.target.matches(selector)) stopAt(event.target);
    });
    box.addEventListener("keydown", (event) => {
      const shown = all().filter(usable);
      const at = shown.indexOf(event.target);
      if (at < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
      let next;
      if (event.key in steps) next = (at + steps[event.key] + shown.length) % shown.length;
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = shown.length - 1;
      else return;
      event.preventDefault();
      shown[next].focus();
    });
    refresh();
    return refresh;
  }

  return { group };
})();
