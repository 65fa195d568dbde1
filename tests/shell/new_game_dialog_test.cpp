// The New Game dialog as a player meets it: levels in words with Random first and labelled,
// the external engine as a kind of player with its program checked, no level box on a human's
// seat, the start position behind "Start from a position…", options shown when they apply.
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <memory>

#include "app/game_catalog.h"
#include "app/language.h"
#include "app/new_game_dialog.h"
#include "framework/levels.h"
#include "standard_games.h"
#include "standard_views.h"

namespace lt::shell {

class NewGameDialogTest : public QObject {
    Q_OBJECT

  private:
    GameRegistry registry_ = makeStandardGames();
    std::unique_ptr<GameCatalog> catalog_;
    QTemporaryDir dir_;
    QByteArray savedPath_;

    const CatalogEntry& entry(const char* id) const { return *catalog_->find(std::string(id)); }

    template <typename Widget>
    static Widget* child(const QDialog& dialog, const QString& name) {
        auto* widget = dialog.findChild<Widget*>(name);
        if (!widget) qFatal("no %s in the dialog", qPrintable(name));
        return widget;
    }

    static QStringList itemTexts(const QComboBox* combo) {
        QStringList texts;
        for (int i = 0; i < combo->count(); ++i) texts << combo->itemText(i);
        return texts;
    }

    static bool startEnabled(const QDialog& dialog) {
        return child<QPushButton>(dialog, "startButton")->isEnabled();
    }

    // A shell-script engine: answers "uci" with its name and, if `answers`, "uciok".
    QString fakeEngine(const QString& name, bool answers) const {
        const QString path = dir_.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) qFatal("cannot write %s", qPrintable(path));
        file.write(QStringLiteral("#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n"
                                  "    uci) echo 'id name %1 Engine'; %2 ;;\n"
                                  "    quit) exit 0 ;;\n  esac\ndone\n")
                       .arg(name, answers ? "echo uciok" : ":")
                       .toUtf8());
        file.close();
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        return path;
    }

    static GameSetup humanAgainst(const std::string& level) {
        return {{{true, "Anna", "", ""}, {false, "Bruno", level, ""}}, {}};
    }

  private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        catalog_ = std::make_unique<GameCatalog>(registry_, makeStandardGameUis());
        // No engine on this PATH, none named by the environment.
        savedPath_ = qgetenv("PATH");
        qputenv("PATH", dir_.path().toUtf8());
        qunsetenv("LUDOTECA_UCI_ENGINE");
    }
    void cleanupTestCase() { qputenv("PATH", savedPath_); }

    void chessLevelsAreWordsWithTheRatingAndRandomComesFirst() {
        NewGameDialog dialog(entry("chess"), defaultSetup(entry("chess")));
        QCOMPARE(
            itemTexts(child<QComboBox>(dialog, "seatLevel2")),
            QStringList({"Random moves (weakest)", "Beginner (≈800)", "Novice (≈1000)",
                         "Casual player (≈1200)", "Intermediate (≈1400)", "Club player (≈1600)",
                         "Strong club player (≈1800)", "Expert (≈2000)", "Strongest"}));
        // The external engine is a kind of player, not a level.
        QCOMPARE(itemTexts(child<QComboBox>(dialog, "seatKind2")),
                 QStringList({"Human", "Computer", "External UCI engine"}));
        // Games without an engine offer humans and computers only.
        NewGameDialog ludo(entry("ludo"), defaultSetup(entry("ludo")));
        QCOMPARE(itemTexts(child<QComboBox>(ludo, "seatKind2")),
                 QStringList({"Human", "Computer"}));
        QCOMPARE(child<QComboBox>(ludo, "seatLevel2")->itemText(0),
                 QString("Random moves (weakest)"));
    }

    // Every game: a human's seat shows no level box, and the row does not move when the kind
    // changes.
    void aHumansSeatHasNoLevelBoxAndTheRowKeepsItsPlace() {
        for (const char* id : {"ludo", "chess"}) {
            NewGameDialog dialog(entry(id), defaultSetup(entry(id)));
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            auto* kind = child<QComboBox>(dialog, "seatKind2");
            auto* level = child<QComboBox>(dialog, "seatLevel2");
            auto* name = dialog.findChildren<QLineEdit*>().at(1);
            QVERIFY(level->isVisible());
            QVERIFY(!child<QComboBox>(dialog, "seatLevel1")->isVisible());  // seat 1: human
            const QRect nameBefore = name->geometry();
            kind->setCurrentIndex(kind->findText("Human"));
            QCoreApplication::processEvents();
            QVERIFY(!level->isVisible());
            QVERIFY(!level->isVisibleTo(&dialog));
            QCOMPARE(name->geometry(), nameBefore);
            QCOMPARE(dialog.setup().seats[1].level, std::string());
        }
    }

    void withNoEngineFoundTheDialogSaysWhereItLookedAndDoesNotStart() {
        if (QFile::exists("/usr/games/stockfish")) QSKIP("Stockfish is installed in /usr/games");
        NewGameDialog dialog(entry("chess"), humanAgainst("uci"));
        dialog.show();
        auto* status = child<QLabel>(dialog, "engineStatus");
        QVERIFY(status->isVisible());
        QCOMPARE(status->text(),
                 QString("No UCI chess engine was found: “stockfish” was looked for in %1 and "
                         "/usr/games. Install Stockfish (Debian: apt install stockfish), or "
                         "choose the engine's program.")
                     .arg(dir_.path()));
        QVERIFY(!startEnabled(dialog));
        QCOMPARE(child<QPushButton>(dialog, "chooseEngine2")->text(), QString("Choose…"));
        // A computer seat instead: no engine line, and the game can start.
        auto* kind = child<QComboBox>(dialog, "seatKind2");
        kind->setCurrentIndex(kind->findText("Computer"));
        QVERIFY(!status->isVisible());
        QVERIFY(startEnabled(dialog));
    }

    void aChosenProgramIsCheckedAndRemembered() {
        NewGameDialog dialog(entry("chess"), humanAgainst("uci"));
        dialog.show();
        auto* status = child<QLabel>(dialog, "engineStatus");
        const QString mute = fakeEngine("mute", false);
        dialog.setEngineProgram(mute);
        QCOMPARE(status->text(),
                 QString("“%1” did not answer “uciok” within 5 seconds: it is not a UCI chess "
                         "engine.")
                     .arg(mute));
        QVERIFY(!startEnabled(dialog));
        dialog.setEngineProgram("/bin/true");
        QCOMPARE(status->text(),
                 QString("“/bin/true” stopped without answering “uciok”: it is not a UCI chess "
                         "engine."));
        const QString missing = dir_.filePath("missing");
        dialog.setEngineProgram(missing);
        QCOMPARE(status->text(),
                 QString("“%1” cannot be run: there is no such program, or it is not "
                         "executable.")
                     .arg(missing));
        const QString good = fakeEngine("good", true);
        dialog.setEngineProgram(good);
        QCOMPARE(status->text(), QString("Engine: good Engine (%1)").arg(good));
        QVERIFY(startEnabled(dialog));
        QCOMPARE(child<QPushButton>(dialog, "chooseEngine2")->text(), QString("good …"));
        // The seat says which program plays it: the setup remembered in the settings does.
        const GameSetup chosen = dialog.setup();
        QCOMPARE(chosen.seats[1].level, "uci:" + good.toStdString());
        const GameSetup remembered = sanitisedSetup(entry("chess"), chosen);
        QCOMPARE(remembered.seats[1].level, chosen.seats[1].level);
        NewGameDialog again(entry("chess"), remembered);
        QCOMPARE(child<QComboBox>(again, "seatKind2")->currentText(),
                 QString("External UCI engine"));
        QCOMPARE(again.setup().seats[1].level, chosen.seats[1].level);
    }

    void theStartPositionIsBehindAChoiceAndChecked() {
        NewGameDialog dialog(entry("chess"), defaultSetup(entry("chess")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* fromPosition = child<QCheckBox>(dialog, "fromPosition");
        auto* fen = child<QLineEdit>(dialog, "fen");
        auto* problem = child<QLabel>(dialog, "positionProblem");
        QVERIFY(!fromPosition->isChecked());
        QVERIFY(!fen->isVisible());
        fromPosition->setChecked(true);
        QVERIFY(fen->isVisible());
        QApplication::clipboard()->setText("  8/8/8/8/8/8/8/K6k w - - 0 1\n");
        QTest::mouseClick(child<QPushButton>(dialog, "pastePosition"), Qt::LeftButton);
        QCOMPARE(fen->text(), QString("8/8/8/8/8/8/8/K6k w - - 0 1"));
        // Bare kings: the game would be over at once.
        QVERIFY2(problem->text().startsWith("This position cannot be used: "),
                 qPrintable(problem->text()));
        QVERIFY(!startEnabled(dialog));
        fen->setText("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        QCOMPARE(problem->text(), QString());
        QVERIFY(startEnabled(dialog));
        QCOMPARE(dialog.setup().options.values().at("fen"), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        fen->setText("not a position");
        QVERIFY(!problem->text().isEmpty());
        QVERIFY(!startEnabled(dialog));
        // Unticked, the game starts from the usual position whatever the field holds.
        fromPosition->setChecked(false);
        QVERIFY(!fen->isVisible());
        QVERIFY(startEnabled(dialog));
        QCOMPARE(dialog.setup().options.values().at("fen"), "");
    }

    void theChess960PositionShowsOnlyForChess960() {
        NewGameDialog dialog(entry("chess"), defaultSetup(entry("chess")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto* position = child<QLineEdit>(dialog, "chess960-position");
        QVERIFY(!position->isVisible());
        auto* variant = child<QComboBox>(dialog, "variant");
        variant->setCurrentIndex(variant->findData("chess960"));
        QVERIFY(position->isVisible());
        position->setText("1000");
        QVERIFY(!startEnabled(dialog));
        position->setText("518");
        QVERIFY(startEnabled(dialog));
    }

    // With LUDOTECA_SCREENSHOT_DIR set: the chess dialog in English and German, once with the
    // external engine not found and once with a computer seat and the start position open.
    // Kem's on one screen: people on opposite teams would see each other's cards (digest §5.1).
    void kemsSeatsPeopleAsPartnersOnly() {
        const GameSetup alone{{{true, "Anna", "", ""},
                               {false, "Bruno", "medium", ""},
                               {false, "Carla", "medium", ""},
                               {false, "Dario", "medium", ""}},
                              {}};
        NewGameDialog dialog(entry("kems"), alone);
        auto* problem = child<QLabel>(dialog, "seatingProblem");
        auto setKind = [&](const char* seat, const QString& kind) {
            auto* combo = child<QComboBox>(dialog, seat);
            combo->setCurrentIndex(combo->findText(kind));
        };
        QVERIFY(startEnabled(dialog));
        QVERIFY(problem->isHidden());
        setKind("seatKind2", "Human");
        QVERIFY(!startEnabled(dialog));
        QVERIFY(!problem->isHidden());
        QCOMPARE(problem->text(),
                 QString("People on opposite teams would see each other's cards on one screen: "
                         "seat the people as partners (players 1 and 3, or 2 and 4)."));
        // Partners (mode B) may play.
        setKind("seatKind2", "Computer");
        setKind("seatKind3", "Human");
        QVERIFY(startEnabled(dialog));
        QVERIFY(problem->isHidden());
        QCOMPARE(dialog.setup().seats[2].human, true);
    }

    void pictures() {
        const QString dir = qEnvironmentVariable("LUDOTECA_SCREENSHOT_DIR");
        if (dir.isEmpty()) QSKIP("LUDOTECA_SCREENSHOT_DIR is not set");
        for (const QString language : {"en", "de"}) {
            installTranslations(*QCoreApplication::instance(), language);
            QLocale::setDefault(QLocale(language));
            {
                NewGameDialog dialog(entry("chess"),
                                     sanitisedSetup(entry("chess"), humanAgainst("uci")));
                dialog.show();
                QVERIFY(QTest::qWaitForWindowExposed(&dialog));
                QVERIFY(dialog.grab().save(dir + "/new_game_chess_engine_" + language + ".png"));
            }
            NewGameDialog dialog(entry("chess"),
                                 sanitisedSetup(entry("chess"), humanAgainst("elo1200")));
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            child<QCheckBox>(dialog, "fromPosition")->setChecked(true);
            child<QLineEdit>(dialog, "fen")->setText("8/8/8/8/8/8/8/K6k w - - 0 1");
            QCoreApplication::processEvents();
            dialog.adjustSize();
            QVERIFY(dialog.grab().save(dir + "/new_game_chess_" + language + ".png"));
        }
        installTranslations(*QCoreApplication::instance(), "en");
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
};

}  // namespace lt::shell

QTEST_MAIN(lt::shell::NewGameDialogTest)
#include "new_game_dialog_test.moc"
