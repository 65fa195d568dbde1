#include "app/about_dialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "widgets/card_deck.h"
#include "widgets/font_scale.h"

namespace lt::shell {

namespace {

const QString kKde = QStringLiteral("The K Desktop Environment project");
const QString kFrenchDecks = QStringLiteral(
    "John Fitzgibbon, Jochen Tuchbreiter, Markus F.X.J. Oberhumer, Gunter Gerhardt, "
    "Luciano Montanaro, Parker Coates");

}  // namespace

DeckCredit cardDeckCredit(const QString& deckName) {
    static const QStringList kdeDecks = {QStringLiteral("ancient-egyptians"),
                                         QStringLiteral("dondorf"),
                                         QStringLiteral("future"),
                                         QStringLiteral("gm-paris"),
                                         QStringLiteral("jolly-royal"),
                                         QStringLiteral("nicu-ornamental"),
                                         QStringLiteral("nicu-white"),
                                         QStringLiteral("oxygen"),
                                         QStringLiteral("oxygen-white")};
    static const QStringList frenchDecks = {
        QStringLiteral("standard"), QStringLiteral("xskat-french"), QStringLiteral("xskat-german")};
    const QString gpl2 = QStringLiteral("GPL-2+");
    if (kdeDecks.contains(deckName)) return {gpl2, kKde};
    if (deckName == QLatin1String("oxygen-air"))
        return {gpl2, QStringLiteral("Eugene Trounev, ") + kKde};
    if (frenchDecks.contains(deckName)) return {gpl2, kFrenchDecks};
    if (deckName == QLatin1String("tigullio-international"))
        return {QStringLiteral("LGPL-2+"), QStringLiteral("Luciano Montanaro")};
    if (deckName == QLatin1String("penguins"))
        // GPL-3 section 7(b): this notice must accompany any work with the Tux graphic.
        return {QStringLiteral("GPL-3+"),
                QStringLiteral("DJ Delorie, Markus F.X.J. Oberhumer, Matthew Woehlke. Original "
                               "Tux artwork created by Larry Ewing, Simon Budig and Anja "
                               "Gerwinski.")};
    return {};
}

QString AboutDialog::text(const QString& version, const QStringList& deckNames) {
    QString decks;
    for (const QString& name : deckNames) {
        const DeckCredit credit = cardDeckCredit(name);
        const QString licence =
            credit.licence.isEmpty()
                ? tr("licence in /usr/share/doc/kdegames-card-data-kf5/copyright")
                : QStringLiteral("%1, © %2").arg(credit.licence, credit.authors.toHtmlEscaped());
        decks += QStringLiteral("<li><b>%1</b>: %2</li>").arg(name.toHtmlEscaped(), licence);
    }
    QString html = QStringLiteral("<h2>Ludoteca %1</h2>").arg(version.toHtmlEscaped());
    html +=
        tr("<p>Board, dice and card games for families, classrooms and players who want a "
           "strong opponent.</p>");
    html +=
        tr("<h3>Licence</h3><p>Ludoteca is free software: you can redistribute it and "
           "modify it under the terms of the <a "
           "href=\"https://www.gnu.org/licenses/gpl-3.0.html\">GNU General Public "
           "License</a>, version 3 or any later version. It comes with no warranty. Its "
           "boards, tiles, icons and sounds are its own and under the same licence.</p>");
    html +=
        tr("<h3>Art from Debian packages</h3><p>Read from the packages while the app "
           "runs, never copied into it:</p>");
    html += tr("<p><b>Card decks</b> (kdegames-card-data-kf5, from KDE Games):</p>");
    if (deckNames.isEmpty())
        html += tr("<p>No card deck is installed: cards are drawn plainly.</p>");
    else
        html += QStringLiteral("<ul>%1</ul>").arg(decks);
    html +=
        tr("<p><b>Flags</b> (iso-flags-svg, from Linux Mint's flags collection): public "
           "domain.</p>");
    html +=
        tr("<p><b>Country names</b> (iso-codes): LGPL-2.1+, © Alastair McKinstry, "
           "Christian Perrier, Tobias Quathamer.</p>");
    html += tr("<p>Each package's full terms are in /usr/share/doc/<i>package</i>/copyright. "
               "Built with Qt %1 (LGPL-3).</p>")
                .arg(QStringLiteral(QT_VERSION_STR));
    return html;
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("About Ludoteca"));
    setObjectName("aboutDialog");
    resize(fontScaled(600), fontScaled(560));
    QStringList deckNames;
    for (const CardDeckRenderer::InstalledDeck& deck : CardDeckRenderer::installedDecks())
        deckNames << deck.name;
    auto* icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/assets/icons/ludoteca.svg")).pixmap(96, 96));
    icon->setAlignment(Qt::AlignTop);
    browser_ = new QTextBrowser(this);
    browser_->setOpenExternalLinks(true);
    browser_->setHtml(text(QCoreApplication::applicationVersion(), deckNames));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* top = new QHBoxLayout;
    top->addWidget(icon);
    top->addWidget(browser_, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
}

}  // namespace lt::shell
