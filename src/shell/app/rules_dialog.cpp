#include "app/rules_dialog.h"
#include "widgets/font_scale.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace lt::shell {

QString rulesText(const QString& gameId, const QString& language) {
    for (const QString& lang : {language, QStringLiteral("en")}) {
        QFile file(QStringLiteral(":/rules/%1/%2.md").arg(lang, gameId));
        if (file.open(QIODevice::ReadOnly)) return QString::fromUtf8(file.readAll());
    }
    return {};
}

RulesDialog::RulesDialog(const QString& gameId, const QString& gameName, const QString& language,
                         QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Rules of %1").arg(gameName));
    setObjectName("rulesDialog");
    resize(fontScaled(720), fontScaled(640));
    browser_ = new QTextBrowser(this);
    browser_->setOpenExternalLinks(true);
    const QString text = rulesText(gameId, language);
    if (text.isEmpty())
        browser_->setPlainText(tr("The rules of %1 are not available.").arg(gameName));
    else
        browser_->setMarkdown(text);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
}

}  // namespace lt::shell
