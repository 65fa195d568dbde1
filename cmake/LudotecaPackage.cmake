# `cpack -G DEB` in a release build: a Debian package of what `cmake --install` installs, with
# the programs in /usr/games (packaging/debian_staging.cmake). Its dependencies are the shared
# libraries' packages, found by dpkg-shlibdeps, plus the packages whose art, data and fonts the
# app reads at run time and the Qt plugin that shows windows. bench/package/build-deb.sh builds
# it and runs lintian on it.
set(CPACK_PACKAGE_NAME ludoteca)
set(CPACK_PACKAGE_VENDOR "The Ludoteca authors")
set(CPACK_PACKAGE_CONTACT "The Ludoteca authors <ludoteca@users.noreply.github.com>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "board, dice and card games against friends or the computer")
# Lines of at most 79 characters (lintian: extended-description-line-too-long).
set(CPACK_PACKAGE_DESCRIPTION
  "Ludoteca is a compendium of board, dice and card games for families,\n"
  "classrooms and players who want a strong opponent: chess, draughts, ludo,\n"
  "nine men's morris, the game of the goose, snakes and ladders, card games such\n"
  "as Crazy Eights, Oh Hell, Barbu and President, dice games and flag games.\n"
  "Any mix of human and computer players shares one computer, and every game\n"
  "has its rules page. The interface speaks English, Italian, Spanish,\n"
  "Portuguese, Danish, Swedish, Russian, French and German.")
string(JOIN "" CPACK_PACKAGE_DESCRIPTION ${CPACK_PACKAGE_DESCRIPTION})
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/ludoteca/ludoteca")
set(CPACK_STRIP_FILES ON)
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/packaging/debian_staging.cmake)
set(CPACK_LUDOTECA_STRIP ${CMAKE_STRIP})
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Read at run time, not linked: card decks, flags, country names (iso-codes), a font for the
# window and the chess clocks (DejaVu), and the platform plugins that open windows.
set(CPACK_DEBIAN_PACKAGE_DEPENDS
  "kdegames-card-data-kf5, iso-flags-svg, iso-codes, fonts-dejavu-core, qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "stockfish")
include(CPack)
