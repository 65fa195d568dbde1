// The teacher's choices before a classroom quiz: deck and continents, what to ask, how the
// answers appear, how many flags, the timer, and the teams.
#pragma once

#include <QWidget>
#include <map>
#include <vector>

#include "games/flags/classroom_settings.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace lt::shell::flags {

class FlagTexts;

class ClassroomSetupPage : public QWidget {
    Q_OBJECT
  public:
    ClassroomSetupPage(const FlagTexts& texts, QWidget* parent = nullptr);

    ClassroomSettings settings() const;
    void setSettings(const ClassroomSettings& settings);
    // How many flags the chosen deck and continents hold.
    int available() const;

  signals:
    void startRequested(const lt::shell::flags::ClassroomSettings& settings);
    void leaveRequested();

  protected:
    void keyPressEvent(QKeyEvent* event) override;

  private:
    void refresh();

    const FlagTexts& texts_;
    QButtonGroup* deck_;
    std::map<lt::flags::Continent, QCheckBox*> continents_;
    QComboBox* ask_;
    QComboBox* answers_;
    QSpinBox* questions_;
    QLabel* availableLabel_;
    QSpinBox* seconds_;
    QSpinBox* teamCount_;
    std::vector<QLineEdit*> teamNames_;
    QPushButton* start_;
};

}  // namespace lt::shell::flags
