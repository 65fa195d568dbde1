#!/usr/bin/env python3
"""Moves a Qt Linguist .ts file's messages to and from a JSON table a translator can edit.

  translation_table.py export TS REFERENCE_TS OUT.json [--all] [--first N] [--skip K]
      Writes the unfinished messages of TS (with --all: every message) as a list of
      {"id", "context", "source", "comment", "numerus", "reference", "translation"}, where
      "reference" is the finished translation of the same message in REFERENCE_TS (Italian, say),
      and "translation" is what TS has now ("" or a list of plural forms).
  translation_table.py import TS TABLE.json [TABLE.json ...]
      Puts every non-empty "translation" of the tables into TS (a list for a plural message: one
      form per numerusform of the language) and marks those messages finished. A row needs only
      "id" and "translation" when TS has not changed since the export. Refuses a table
      whose translation loses or invents a %1..%9 place marker, or a plural one without %n
      (a form of one may name the number in words), and says which.
  translation_table.py check TS [TS ...]
      Prints, per file, the unfinished and vanished messages and the marker mismatches; exits 1
      when any file has one.

Lines are matched by (context, source, comment), as lupdate matches them. The .ts file is
edited in place, keeping lupdate's layout, so `lupdate` can run over it again afterwards.
"""
import json
import re
import sys
import xml.etree.ElementTree as ET

MARKER = re.compile(r"%(?:[1-9]|n|L[1-9])")


def key_of(context, message):
    comment = message.findtext("comment") or ""
    return (context, message.findtext("source") or "", comment)


def messages(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def translation_text(message):
    translation = message.find("translation")
    if translation is None:
        return ""
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.iter("numerusform")]
    return translation.text or ""


def finished(message):
    translation = message.find("translation")
    return translation is not None and translation.get("type") not in ("unfinished", "vanished", "obsolete")


def marker_problem(source, translation, numerus):
    wanted = sorted(set(MARKER.findall(source)) - {"%n"})
    forms = translation if numerus else [translation]
    for form in forms:
        got = sorted(set(MARKER.findall(form)) - {"%n"})
        if got != wanted:
            return f"markers {got} differ from the source's {wanted}: {form!r}"
    if numerus and "%n" in source and not any("%n" in form for form in forms):
        return f"no plural form has %n: {forms!r}"
    return None


def export(ts_path, reference_path, out_path, every, first, skip):
    tree = ET.parse(ts_path)
    reference = {}
    for context, message in messages(ET.parse(reference_path)):
        if finished(message):
            reference[key_of(context, message)] = translation_text(message)
    rows = []
    for number, (context, message) in enumerate(messages(tree)):
        if not every and finished(message):
            continue
        key = key_of(context, message)
        rows.append({"id": number, "context": key[0], "source": key[1], "comment": key[2],
                     "numerus": message.get("numerus") == "yes",
                     "reference": reference.get(key, ""),
                     "translation": translation_text(message)})
    rows = rows[skip:skip + first] if first else rows[skip:]
    with open(out_path, "w", encoding="utf-8") as out:
        json.dump(rows, out, ensure_ascii=False, indent=1)
    print(f"{len(rows)} messages written to {out_path}")


def escape(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace("'", "&apos;").replace('"', "&quot;"))


def import_tables(ts_path, table_paths):
    wanted = {}
    problems = []
    # A row may name its message by "id" alone (its place in TS, as export wrote it).
    by_id = [(key_of(context, message), message.get("numerus") == "yes")
             for context, message in messages(ET.parse(ts_path))]
    for path in table_paths:
        with open(path, encoding="utf-8") as table:
            for row in json.load(table):
                translation = row.get("translation")
                if not translation or (isinstance(translation, list) and not all(translation)):
                    continue
                if "source" in row:
                    key, numerus = (row["context"], row["source"], row.get("comment", "")), row.get("numerus", False)
                elif isinstance(row.get("id"), int) and 0 <= row["id"] < len(by_id):
                    key, numerus = by_id[row["id"]]
                else:
                    problems.append(f"{path}: a row names no message: {row!r}")
                    continue
                if numerus != isinstance(translation, list):
                    problems.append(f"{path}: id {row.get('id')}: a plural message needs a list of forms, another a string")
                    continue
                problem = marker_problem(key[1], translation, numerus)
                if problem:
                    problems.append(f"{path}: id {row.get('id')}: {problem}")
                wanted[key] = translation
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    # Edit the text rather than re-serialise: lupdate's layout stays as it was.
    text = open(ts_path, encoding="utf-8").read()
    out, done = [], 0
    position = 0
    context_name = ""
    block = re.compile(r"<name>(.*?)</name>|(<message( numerus=\"yes\")?>.*?</message>)", re.S)
    for match in block.finditer(text):
        if match.group(1) is not None:
            context_name = ET.fromstring(f"<n>{match.group(1)}</n>").text or ""
            continue
        message = ET.fromstring(match.group(2))
        translation = wanted.get(key_of(context_name, message))
        if translation is None:
            continue
        indent = "        "
        if isinstance(translation, list):
            forms = "".join(f"\n{indent}    <numerusform>{escape(f)}</numerusform>" for f in translation)
            new = f"<translation>{forms}\n{indent}</translation>"
        else:
            new = f"<translation>{escape(translation)}</translation>"
        replaced = re.sub(r"<translation[^>]*?(/>|>.*?</translation>)", lambda _: new, match.group(2),
                          count=1, flags=re.S)
        out.append(text[position:match.start(2)])
        out.append(replaced)
        position = match.end(2)
        done += 1
    out.append(text[position:])
    with open(ts_path, "w", encoding="utf-8") as ts:
        ts.write("".join(out))
    print(f"{done} messages finished in {ts_path}")


def check(paths):
    bad = False
    for path in paths:
        unfinished, vanished, mismatched = 0, 0, []
        for context, message in messages(ET.parse(path)):
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind == "unfinished":
                unfinished += 1
            elif kind in ("vanished", "obsolete"):
                vanished += 1
            else:
                problem = marker_problem(message.findtext("source") or "", translation_text(message),
                                         message.get("numerus") == "yes")
                if problem:
                    mismatched.append(f"  {context}: {problem}")
        print(f"{path}: {unfinished} unfinished, {vanished} vanished, {len(mismatched)} marker problems")
        for line in mismatched:
            print(line)
        bad = bad or unfinished or vanished or mismatched
    sys.exit(1 if bad else 0)


def main(argv):
    if len(argv) >= 4 and argv[0] == "export":
        every = "--all" in argv
        first = int(argv[argv.index("--first") + 1]) if "--first" in argv else 0
        skip = int(argv[argv.index("--skip") + 1]) if "--skip" in argv else 0
        export(argv[1], argv[2], argv[3], every, first, skip)
    elif len(argv) >= 3 and argv[0] == "import":
        import_tables(argv[1], argv[2:])
    elif len(argv) >= 2 and argv[0] == "check":
        check(argv[1:])
    else:
        print(__doc__)
        sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
