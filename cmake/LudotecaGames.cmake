# Each game lives in two folders, src/core/games/<id>/ and src/shell/games/<id>/, and declares
# itself with these functions, so adding a game touches no shared file: the lists of games are
# generated (core/standard_games.cpp, shell/standard_views.cpp).

# ludoteca_add_game(<folder> NAMESPACE <c++ namespace> SOURCES ...)
# The namespace must define: std::unique_ptr<lt::Game> makeGame();
function(ludoteca_add_game folder)
  cmake_parse_arguments(ARG "" "NAMESPACE" "SOURCES" ${ARGN})
  set(target lt_game_${folder})
  add_library(${target} ${ARG_SOURCES})
  target_link_libraries(${target} PUBLIC lt_framework)
  set_property(GLOBAL APPEND PROPERTY LUDOTECA_GAME_TARGETS ${target})
  set_property(GLOBAL APPEND PROPERTY LUDOTECA_GAME_NAMESPACES ${ARG_NAMESPACE})
endfunction()

# ludoteca_add_game_view(<folder> NAMESPACE <c++ namespace> SOURCES ...)
# The namespace must define: lt::shell::GameUi makeGameUi(); its GameUi::strings lists the
# English texts the game's core declares (by convention in <folder>_strings.cpp), for lupdate
# and for game_strings_test.
function(ludoteca_add_game_view folder)
  cmake_parse_arguments(ARG "" "NAMESPACE" "SOURCES" ${ARGN})
  set(target lt_view_${folder})
  add_library(${target} ${ARG_SOURCES})
  target_link_libraries(${target} PUBLIC lt_shell_base lt_game_${folder})
  set_property(GLOBAL APPEND PROPERTY LUDOTECA_VIEW_TARGETS ${target})
  set_property(GLOBAL APPEND PROPERTY LUDOTECA_VIEW_NAMESPACES ${ARG_NAMESPACE})
endfunction()

# Adds every immediate subfolder of `dir` that has a CMakeLists.txt, in name order.
function(ludoteca_add_subfolders dir)
  file(GLOB children RELATIVE ${dir} CONFIGURE_DEPENDS ${dir}/*/CMakeLists.txt)
  list(SORT children)
  foreach(child ${children})
    get_filename_component(folder ${child} DIRECTORY)
    add_subdirectory(${dir}/${folder})
  endforeach()
endfunction()
