# `cpack -G DEB` in a release build: a Debian package of what `cmake --install` installs.
# Its dependencies are the shared libraries' packages, found by dpkg-shlibdeps, plus the
# packages whose art and data the app reads at run time and the Qt plugin that shows windows.
set(CPACK_PACKAGE_NAME ludoteca)
set(CPACK_PACKAGE_VENDOR "The Ludoteca authors")
set(CPACK_PACKAGE_CONTACT "The Ludoteca authors <ludoteca@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "board, dice and card games against friends or the computer")
set(CPACK_PACKAGE_DESCRIPTION
  "Ludoteca is a compendium of board, dice and card games for families, classrooms and\n"
  "players who want a strong opponent: chess, draughts, ludo, nine men's morris, the game\n"
  "of the goose, snakes and ladders, Crazy Eights, dice games and flag games. Any mix of\n"
  "human and computer players shares one computer, and every game has its rules page.")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/ludoteca/ludoteca")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "kdegames-card-data-kf5, iso-flags-svg, iso-codes, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "stockfish")
include(CPack)
