#include "app/sound_board.h"

#include <QUrl>

namespace lt::shell {

SoundBoard::SoundBoard(QObject* parent) : QObject(parent) {
    const std::pair<Sound, const char*> files[] = {{Sound::Roll, "roll"},
                                                   {Sound::Move, "move"},
                                                   {Sound::Capture, "capture"},
                                                   {Sound::Win, "win"}};
    for (const auto& [sound, name] : files) {
        auto* effect = new QSoundEffect(this);
        effect->setSource(QUrl(QStringLiteral("qrc:/assets/sounds/%1.wav").arg(name)));
        effect->setVolume(0.6f);
        effects_[sound] = effect;
    }
}

void SoundBoard::play(Sound sound) {
    if (!enabled_ || sound == Sound::None) return;
    if (auto it = effects_.find(sound); it != effects_.end()) it->second->play();
}

}  // namespace lt::shell
