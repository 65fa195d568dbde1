# Run by `cpack -G DEB` (CPACK_PRE_BUILD_SCRIPTS) on the staged tree, before the package is
# made: the programs move from usr/bin to usr/games, where Debian's policy (11.11) puts games
# (`cmake --install` keeps bin/, on the user's PATH), and lose the .comment and .note
# sections that `strip` leaves (as dh_strip does).
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return()  # a tarball keeps the layout of `cmake --install`
endif()
set(usr "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
file(GLOB programs LIST_DIRECTORIES false "${usr}/bin/*")
if(NOT programs)
  message(FATAL_ERROR "debian_staging: no program in ${usr}/bin")
endif()
file(MAKE_DIRECTORY "${usr}/games")
foreach(program ${programs})
  get_filename_component(name "${program}" NAME)
  execute_process(COMMAND "${CPACK_LUDOTECA_STRIP}" --remove-section=.comment
                          --remove-section=.note "${program}" COMMAND_ERROR_IS_FATAL ANY)
  file(RENAME "${program}" "${usr}/games/${name}")
  message(STATUS "debian_staging: ${name} moved to usr/games, .comment and .note removed")
endforeach()
file(GLOB left "${usr}/bin/*")
if(NOT left)
  file(REMOVE_RECURSE "${usr}/bin")
endif()
