#!/usr/bin/env python3
"""Synthesises Ludoteca's sound effects into assets/sounds/ (16-bit mono WAV, 22050 Hz).

Run from the project root: python3 tools/make_sounds.py
Only the standard library is used, so the sounds can be regenerated anywhere.
"""
import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "assets" / "sounds"


def envelope(t, attack, decay):
    """A click-free rise then an exponential fall."""
    rise = min(1.0, t / attack) if attack > 0 else 1.0
    return rise * math.exp(-t / decay)


def tone(freq, duration, attack=0.004, decay=0.08, harmonics=(1.0, 0.35, 0.12)):
    samples = []
    for i in range(int(RATE * duration)):
        t = i / RATE
        value = sum(a * math.sin(2 * math.pi * freq * (k + 1) * t) for k, a in enumerate(harmonics))
        samples.append(value * envelope(t, attack, decay) / sum(harmonics))
    return samples


def noise_burst(duration, decay, seed, lowpass=0.35):
    rng = random.Random(seed)
    samples, last = [], 0.0
    for i in range(int(RATE * duration)):
        t = i / RATE
        last += lowpass * (rng.uniform(-1, 1) - last)  # one-pole low-pass: a wooden knock
        samples.append(last * envelope(t, 0.001, decay) * 2.2)
    return samples


def mix(*tracks):
    length = max(len(offset_samples[1]) + offset_samples[0] for offset_samples in tracks)
    out = [0.0] * length
    for offset, samples in tracks:
        for i, s in enumerate(samples):
            out[offset + i] += s
    return out


def at(seconds):
    return int(seconds * RATE)


def write(name, samples, gain=0.8):
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(
        struct.pack("<h", int(max(-1.0, min(1.0, s / peak * gain)) * 32767)) for s in samples)
    with wave.open(str(OUT / f"{name}.wav"), "wb") as f:
        f.setnchannels(1)
        f.setsampwidth(2)
        f.setframerate(RATE)
        f.writeframes(frames)


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    # Dice rattling in a cup then landing: a few short knocks, the last ones louder.
    roll = mix(*[(at(0.045 * k + 0.01 * (k % 2)), noise_burst(0.05, 0.012 + 0.002 * k, k))
                 for k in range(7)])
    write("roll", roll)
    # A pawn set down on wood.
    write("move", mix((0, noise_burst(0.09, 0.018, 42, 0.2)), (0, tone(420, 0.09, decay=0.03))),
          0.7)
    # A capture: a knock and a falling two-note figure.
    write("capture", mix((0, noise_burst(0.08, 0.02, 7)), (at(0.03), tone(660, 0.14, decay=0.06)),
                         (at(0.12), tone(440, 0.22, decay=0.09))))
    # A win: a bright rising arpeggio (C major) ending on a held chord.
    notes = [523.25, 659.25, 783.99, 1046.5]
    win = mix(*[(at(0.11 * i), tone(f, 0.5, decay=0.18)) for i, f in enumerate(notes)],
              (at(0.44), tone(523.25, 0.7, decay=0.35)), (at(0.44), tone(659.25, 0.7, decay=0.35)))
    write("win", win)


if __name__ == "__main__":
    main()
