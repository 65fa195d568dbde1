// Short sound effects for moves (roll, move, capture, win), muted by a setting.
// The WAV files are synthesised by tools/make_sounds.py.
#pragma once

#include <QObject>
#include <QSoundEffect>
#include <map>

#include "base/board_view.h"

namespace lt::shell {

class SoundBoard : public QObject {
    Q_OBJECT
  public:
    explicit SoundBoard(QObject* parent = nullptr);

    bool enabled() const { return enabled_; }
    void setEnabled(bool enabled) { enabled_ = enabled; }
    void play(Sound sound);

  private:
    std::map<Sound, QSoundEffect*> effects_;
    bool enabled_ = true;
};

}  // namespace lt::shell
