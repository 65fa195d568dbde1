// Writing a file all or nothing (saved matches, the autosave, PGN/PDN, exported results): the
// bytes go to a temporary file beside it, every write and the flush to the disk are checked,
// and only then does the new file replace the old one. On any error the old file stays as it
// was and the reason is returned in the system's words ("No space left on device",
// "Permission denied", "Not a directory").
#pragma once

#include <QByteArray>
#include <QString>

class QSaveFile;

namespace lt::shell {

// Writes `bytes` to `path`, making its folder first if needed. Returns "" or the reason.
QString writeFileAtomically(const QString& path, const QByteArray& bytes);

// The same through `file`, a QSaveFile named but not open: the seam where a test puts a file
// whose writes fail.
QString writeFileAtomically(QSaveFile& file, const QByteArray& bytes);

}  // namespace lt::shell
