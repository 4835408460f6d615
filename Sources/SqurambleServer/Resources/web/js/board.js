// The tiles: a rack (Unscramble, Twist) or a grid of rows (Grid), as buttons that add
// their letter to the answer. The answer box is the one source of truth: which tiles
// look used is worked out from what it holds, so typing, clicking and the on-screen
// letters always agree. The server judges; this matching only greys tiles.

import { tileLetter } from "./words.js";

const ligatures = { "œ": "oe", "æ": "ae", "ß": "ss", "ĳ": "ij" };

/** A letter as a player may type it on any keyboard: no case, no accent, no ligature. */
function loose(text) {
  return [...text.normalize("NFKC").toLowerCase()]
    .map((c) => ligatures[c] ?? c)
    .join("")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
}

function strict(text) {
  return text.normalize("NFKC").toLowerCase();
}

/**
 * Which tiles the typed text uses, in the order it uses them: an array of tile indexes
 * (into `tiles`, a flat list of {letter, row}). Grid: letter n comes from row n.
 * Returns also how many typed characters matched before the first one that did not.
 */
export function matchTiles(typed, tiles, grid) {
  const text = strict(typed);
  const used = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    const row = used.length;
    const free = tiles
      .map((tile, index) => ({ tile, index }))
      .filter(({ tile, index }) => !used.includes(index) && (!grid || tile.row === row));
    // The tile's own letter first, then the same letter typed without its accent or
    // spelled out (oe for œ), the way the server's normalisation takes it.
    let hit = free.find(({ tile }) => rest.startsWith(strict(tile.letter)));
    let length = hit ? strict(hit.tile.letter).length : 0;
    if (!hit) {
      for (const candidate of free) {
        const form = loose(candidate.tile.letter);
        let taken = 0;
        let consumed = "";
        // Take typed characters until their loose form covers the tile's.
        while (at + taken < text.length && consumed.length < form.length) {
          consumed += loose(text[at + taken]);
          taken += 1;
        }
        if (consumed === form && form.length > 0) {
          hit = candidate;
          length = taken;
          break;
        }
      }
    }
    if (!hit) break;
    used.push(hit.index);
    at += length;
  }
  return { used, matched: at === text.length };
}

export class Board {
  /** `element`: the container; `onLetter(letter)`: a tile was chosen. */
  constructor(element, onLetter) {
    this.element = element;
    this.onLetter = onLetter;
    this.tiles = [];
    this.buttons = [];
    this.grid = false;
    this.language = "en";
    this.focusIndex = 0;
    element.addEventListener("click", (event) => {
      const button = event.target.closest("button.tile");
      if (!button || !element.contains(button)) return;
      this.choose(Number(button.dataset.index));
    });
    element.addEventListener("keydown", (event) => this.keydown(event));
  }

  /** Draws a round's tiles (or rows); `language` for capitals. */
  show(round, language) {
    this.language = language;
    this.grid = round.mode === "grid";
    this.tiles = this.grid
      ? round.grid.flatMap((row, r) => row.map((letter) => ({ letter, row: r })))
      : round.tiles.map((letter) => ({ letter, row: 0 }));
    this.element.replaceChildren();
    this.element.classList.toggle("grid", this.grid);
    this.buttons = [];
    const rows = this.grid ? round.grid.length : 1;
    const widest = this.grid ? Math.max(...round.grid.map((row) => row.length)) : this.tiles.length;
    // Grid rows carry their number in front: room for one more.
    this.element.style.setProperty("--count", String(widest + (this.grid ? 1 : 0)));
    for (let r = 0; r < rows; r++) {
      const line = document.createElement("div");
      line.className = "tile-row";
      if (this.grid) {
        line.setAttribute("role", "group");
        line.setAttribute("aria-label", `Row ${r + 1}`);
        const number = document.createElement("span");
        number.className = "row-number";
        number.setAttribute("aria-hidden", "true");
        number.textContent = String(r + 1);
        line.append(number);
      }
      this.tiles.forEach((tile, index) => {
        if (tile.row !== r) return;
        const button = document.createElement("button");
        button.type = "button";
        button.className = "tile";
        button.dataset.index = String(index);
        button.dataset.row = String(tile.row);
        button.dataset.letter = tile.letter;
        button.textContent = tileLetter(tile.letter, language);
        button.tabIndex = -1;
        this.buttons[index] = button;
        line.append(button);
      });
      this.element.append(line);
    }
    this.focusIndex = 0;
    if (this.buttons[0]) this.buttons[0].tabIndex = 0;
    this.mark("");
  }

  /** Greys the tiles the answer uses; in Grid, only the next row's tiles can be chosen. */
  mark(typed) {
    const { used } = matchTiles(typed, this.tiles, this.grid);
    this.used = used;
    const nextRow = used.length;
    this.buttons.forEach((button, index) => {
      const isUsed = used.includes(index);
      const unavailable = isUsed || (this.grid && this.tiles[index].row !== nextRow);
      button.classList.toggle("used", isUsed);
      button.classList.toggle("waiting", this.grid && !isUsed && this.tiles[index].row !== nextRow);
      button.setAttribute("aria-disabled", unavailable ? "true" : "false");
      const name = tileLetter(this.tiles[index].letter, this.language);
      button.setAttribute("aria-label", isUsed ? `${name}, used` : name);
    });
  }

  /** Replaces the letters in place after a shuffle (same tiles, new order). */
  reorder(round) {
    this.show(round, this.language);
  }

  choose(index) {
    const button = this.buttons[index];
    if (!button || button.getAttribute("aria-disabled") === "true") return;
    this.onLetter(this.tiles[index].letter);
  }

  keydown(event) {
    const button = event.target.closest("button.tile");
    if (!button) return;
    const index = Number(button.dataset.index);
    const row = this.tiles[index].row;
    const inRow = this.buttons.map((b, i) => i).filter((i) => this.tiles[i].row === row);
    const position = inRow.indexOf(index);
    let target = null;
    switch (event.key) {
      case "ArrowRight": target = inRow[(position + 1) % inRow.length]; break;
      case "ArrowLeft": target = inRow[(position - 1 + inRow.length) % inRow.length]; break;
      case "ArrowDown":
      case "ArrowUp": {
        if (!this.grid) return;
        const rows = Math.max(...this.tiles.map((t) => t.row)) + 1;
        const next = (row + (event.key === "ArrowDown" ? 1 : rows - 1)) % rows;
        const other = this.buttons.map((b, i) => i).filter((i) => this.tiles[i].row === next);
        target = other[Math.min(position, other.length - 1)];
        break;
      }
      case "Home": target = inRow[0]; break;
      case "End": target = inRow[inRow.length - 1]; break;
      default: return;
    }
    event.preventDefault();
    this.focusTile(target);
  }

  focusTile(index) {
    const button = this.buttons[index];
    if (!button) return;
    for (const b of this.buttons) if (b) b.tabIndex = -1;
    button.tabIndex = 0;
    this.focusIndex = index;
    button.focus();
  }

  /** Tiles stop answering once the round is over. */
  set enabled(on) {
    this.element.classList.toggle("over", !on);
    for (const b of this.buttons) if (b) b.disabled = !on;
  }
}
