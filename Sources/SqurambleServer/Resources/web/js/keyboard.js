// The on-screen letters: the dictionary's alphabet as keys, so a player whose keyboard
// lacks ñ, ß, œ, ç or à can still type them. One tab stop; arrows move between keys.

import { tileLetter } from "./words.js";

export class Keyboard {
  constructor(element, onLetter) {
    this.element = element;
    this.onLetter = onLetter;
    this.keys = [];
    element.addEventListener("click", (event) => {
      const key = event.target.closest("button.key");
      if (key && element.contains(key)) this.onLetter(key.dataset.letter);
    });
    element.addEventListener("keydown", (event) => {
      const key = event.target.closest("button.key");
      if (!key) return;
      const index = this.keys.indexOf(key);
      const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
      let next;
      if (event.key in steps) next = (index + steps[event.key] + this.keys.length) % this.keys.length;
      else if (event.key === "Home") next = 0;
      else if (event.key === "End") next = this.keys.length - 1;
      else return;
      event.preventDefault();
      this.focusKey(next);
    });
  }

  /** Shows the letters of `alphabet` (lowercase letters, the dictionary's order). */
  show(alphabet, language) {
    const letters = [...new Set(alphabet)];
    this.element.replaceChildren();
    this.keys = letters.map((letter, index) => {
      const key = document.createElement("button");
      key.type = "button";
      key.className = "key";
      key.dataset.letter = letter;
      key.textContent = tileLetter(letter, language);
      key.lang = language;
      key.tabIndex = index === 0 ? 0 : -1;
      this.element.append(key);
      return key;
    });
  }

  focusKey(index) {
    for (const key of this.keys) key.tabIndex = -1;
    const key = this.keys[index];
    key.tabIndex = 0;
    key.focus();
  }

  set enabled(on) {
    for (const key of this.keys) key.disabled = !on;
  }
}
