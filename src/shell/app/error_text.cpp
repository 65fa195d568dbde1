#include "app/error_text.h"

#include <QCoreApplication>
#include <exception>

namespace lt::shell {

QString currentErrorText() {
    try {
        throw;
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    } catch (...) {
        return QCoreApplication::translate("ErrorText", "an unknown error");
    }
}

}  // namespace lt::shell
