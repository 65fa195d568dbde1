#!/usr/bin/python3
"""Reads a running Ludoteca through AT-SPI, as a screen reader does: finds the application on
the accessibility bus, the game board in it (the Canvas), and prints the board's name and
description each time they change. With --play-keys it also presses keys for the human
seat when the board's name says it is that seat's turn (Enter, then D and P if nothing
happened), so that a human-against-computer game goes on.

Usage: read_board.py [--seconds N] [--play-keys NAME] [--events]
"""
import argparse
import shutil
import subprocess
import sys
import time

import pyatspi

KEYSYMS = {"Return": 0xFF0D, "d": 0x64, "p": 0x70, "Right": 0xFF53}


def find_app(timeout):
    end = time.time() + timeout
    while time.time() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and "ludoteca" in (app.name or "").lower():
                return app
        time.sleep(0.5)
    return None


def find_canvas(node, depth=0):
    if node is None or depth > 40:
        return None
    try:
        if node.getRole() == pyatspi.ROLE_CANVAS:
            return node
        for i in range(node.childCount):
            found = find_canvas(node.getChildAtIndex(i), depth + 1)
            if found is not None:
                return found
    except Exception:  # a child may vanish while the tree is walked
        return None
    return None


def dump(node, depth=0, limit=12):
    if node is None or depth > limit:
        return
    try:
        print(f"{'  ' * depth}{node.getRoleName()}: {node.name!r}")
        for i in range(node.childCount):
            dump(node.getChildAtIndex(i), depth + 1, limit)
    except Exception as error:
        print(f"{'  ' * depth}(unreadable: {error})")


def press(name):
    # xdotool when there is one (XTest, as a keyboard would); else AT-SPI's own generator.
    if shutil.which("xdotool"):
        subprocess.run(["xdotool", "key", name], check=False)
    else:
        pyatspi.Registry.generateKeyboardEvent(KEYSYMS[name], None, pyatspi.KEY_SYM)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=30)
    parser.add_argument("--play-keys", default="")
    args = parser.parse_args()

    app = find_app(30)
    if app is None:
        print("NO APPLICATION named Ludoteca on the accessibility bus")
        return 1
    print(f"application: {app.name!r}, toolkit {app.toolkitName!r} {app.toolkitVersion!r}")
    board = None
    end = time.time() + 20
    while board is None and time.time() < end:
        board = find_canvas(app)
        if board is None:
            time.sleep(0.5)
    if board is None:
        print("NO BOARD (no object with the canvas role); the tree:")
        dump(app)
        return 1
    print(f"board: role {board.getRoleName()!r}, path {board.path if hasattr(board, 'path') else ''}")
    try:
        board.queryComponent().grabFocus()
    except Exception as error:
        print(f"grabFocus failed: {error}")

    last = None
    waiting_since = None
    tries = 0
    end = time.time() + args.seconds
    while time.time() < end:
        try:
            name, description = board.name, board.description
        except Exception as error:  # the board was replaced (a new game)
            print(f"board lost: {error}")
            board = find_canvas(app)
            time.sleep(0.5)
            continue
        if (name, description) != last:
            stamp = time.strftime("%H:%M:%S")
            print(f"[{stamp}] NAME: {name}")
            print(f"[{stamp}] DESCRIPTION: {description}")
            sys.stdout.flush()
            last = (name, description)
            waiting_since = time.time()
            tries = 0
        if args.play_keys and f"{args.play_keys} to move" in (name or ""):
            if time.time() - waiting_since > 1.0 + tries:
                # Right puts the ring on a card, Return plays it; D draws, P passes.
                key = ["Right", "Return", "Right", "Return", "d", "p"][tries % 6]
                print(f"  (pressing {key})")
                board.queryComponent().grabFocus()
                press(key)
                tries += 1
        time.sleep(0.3)
    return 0


if __name__ == "__main__":
    sys.exit(main())
