# `cmake --install <build> --prefix P`: the programs go to P/bin, the desktop entry, metainfo
# and icons to P/share (desktop/CMakeLists.txt). Art, rules, sounds and translations are
# compiled into the programs as Qt resources, so nothing else is read from the build or
# source tree at run time.
#
# The release build links its libraries statically. The test build (BUILD_SHARED_LIBS) has
# shared ones: they go to P/lib/ludoteca, found through $ORIGIN-relative run paths, so an
# installed test build runs without its build tree too.
if(BUILD_SHARED_LIBS)
  set(CMAKE_INSTALL_RPATH "$ORIGIN/../${CMAKE_INSTALL_LIBDIR}/ludoteca")
endif()

# Installs every shared library defined in the given source folders and their subfolders
# (all of them are the programs' own).
function(ludoteca_install_shared_libraries)
  if(NOT BUILD_SHARED_LIBS)
    return()
  endif()
  set(libraries "")
  set(folders ${ARGN})
  while(folders)
    list(POP_FRONT folders folder)
    get_property(targets DIRECTORY ${folder} PROPERTY BUILDSYSTEM_TARGETS)
    foreach(target ${targets})
      get_target_property(type ${target} TYPE)
      if(type STREQUAL "SHARED_LIBRARY")
        list(APPEND libraries ${target})
      endif()
    endforeach()
    get_property(children DIRECTORY ${folder} PROPERTY SUBDIRECTORIES)
    list(APPEND folders ${children})
  endwhile()
  set_target_properties(${libraries} PROPERTIES INSTALL_RPATH "$ORIGIN")
  install(TARGETS ${libraries} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}/ludoteca)
endfunction()
