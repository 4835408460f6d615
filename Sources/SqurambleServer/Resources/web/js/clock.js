// The round's clock. The server keeps the time that counts (the round's start is sealed
// in the game token); each reply's `round.elapsed` sets this display again, and in
// between it runs on its own. With a time limit it counts down and says when time is up.

import { clock } from "./words.js";

export class RoundClock {
  constructor(display, label, onTimeUp) {
    this.display = display;
    this.label = label;
    this.onTimeUp = onTimeUp;
    this.timer = null;
    this.startedAt = 0;
    this.limit = null;
    this.stoppedAt = null;
    this.warned = false;
  }

  /** Runs from `elapsed` seconds; `limit` seconds or null. */
  start(elapsed, limit) {
    this.limit = limit ?? null;
    this.startedAt = performance.now() - (elapsed ?? 0) * 1000;
    this.stoppedAt = null;
    this.warned = false;
    this.label.textContent = this.limit ? "Time left" : "Time";
    this.tick();
    clearInterval(this.timer);
    this.timer = setInterval(() => this.tick(), 250);
  }

  /** Sets the time from the server's clock without restarting the round. */
  sync(elapsed) {
    if (elapsed == null || this.stoppedAt != null) return;
    this.startedAt = performance.now() - elapsed * 1000;
    this.tick();
  }

  stop(seconds) {
    clearInterval(this.timer);
    this.timer = null;
    this.stoppedAt = seconds ?? this.elapsed;
    this.show(this.stoppedAt);
  }

  get elapsed() {
    return this.stoppedAt ?? (performance.now() - this.startedAt) / 1000;
  }

  tick() {
    const elapsed = this.elapsed;
    this.show(elapsed);
    if (this.limit && elapsed >= this.limit && !this.warned) {
      this.warned = true;
      this.onTimeUp();
    }
  }

  show(elapsed) {
    const shown = this.limit ? Math.max(0, Math.ceil(this.limit - elapsed)) : elapsed;
    this.display.textContent = clock(shown);
    this.display.classList.toggle("low", Boolean(this.limit) && this.limit - elapsed <= 10);
  }
}
