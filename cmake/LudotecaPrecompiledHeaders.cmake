# Precompiled headers: Qt's for the boards, windows and GUI tests, GoogleTest's for the core tests. Parsing Qt's headers is most of
# the time spent compiling such a file under the dev preset (-O0 with the sanitizers): measured
# on goose_board_view.cpp, 8.1 s of CPU without and 3.6 s with this header; main_window.cpp
# 18.6 s and 11.8 s. Two headers are built once and reused by every Qt target: one for the
# libraries (position-independent code when they are shared) and one for the test programs,
# because GCC refuses a precompiled header made with other code-generation flags. The header
# only saves work: each file still includes what it uses.

set(LUDOTECA_QT_PCH_HEADERS
  <QApplication> <QBoxLayout> <QDir> <QFile> <QKeyEvent> <QLabel> <QMessageBox> <QMouseEvent>
  <QPainter> <QPainterPath> <QPixmap> <QPushButton> <QTimer> <QWidget>
  <algorithm> <functional> <map> <memory> <optional> <string> <vector>)

# Makes the two targets whose precompiled headers the others reuse.
function(ludoteca_add_qt_precompiled_headers)
  set(source ${CMAKE_BINARY_DIR}/qt_precompiled_headers.cpp)
  file(WRITE ${source} "// The translation unit that carries Ludoteca's precompiled Qt headers.\n")
  add_library(lt_qt_pch_library OBJECT ${source})
  if(BUILD_SHARED_LIBS)
    set_target_properties(lt_qt_pch_library PROPERTIES POSITION_INDEPENDENT_CODE ON)
  endif()
  target_link_libraries(lt_qt_pch_library PRIVATE Qt6::Widgets Qt6::Svg)
  target_precompile_headers(lt_qt_pch_library PRIVATE ${LUDOTECA_QT_PCH_HEADERS})
  if(LUDOTECA_TESTS)
    add_library(lt_qt_pch_program OBJECT ${source})
    # Without <QTest>: it reads QT_TESTCASE_BUILDDIR, which QtTest defines per folder.
    target_link_libraries(lt_qt_pch_program PRIVATE Qt6::Widgets Qt6::Svg)
    target_precompile_headers(lt_qt_pch_program PRIVATE ${LUDOTECA_QT_PCH_HEADERS})
  endif()
endfunction()

# GoogleTest's headers for the test programs that use it without QtTest: parsing <gtest/gtest.h>
# and <gmock/gmock.h> is about 1.7 s of each such file under the dev preset (measured on three
# tests: 3.6 s to 1.6 s, 4.9 s to 3.3 s, 7.1 s to 6.0 s), and there are over a hundred of them.
set(LUDOTECA_GTEST_PCH_HEADERS <gtest/gtest.h> <gmock/gmock.h>
  <algorithm> <functional> <map> <memory> <optional> <set> <string> <vector>)

function(ludoteca_add_gtest_precompiled_headers)
  set(source ${CMAKE_BINARY_DIR}/gtest_precompiled_headers.cpp)
  file(WRITE ${source} "// The translation unit that carries the precompiled GoogleTest headers.\n")
  add_library(lt_gtest_pch_program OBJECT ${source})
  target_link_libraries(lt_gtest_pch_program PRIVATE GTest::gtest GTest::gmock)
  target_precompile_headers(lt_gtest_pch_program PRIVATE ${LUDOTECA_GTEST_PCH_HEADERS})
endfunction()

# The Qt-free core's libraries: fmt, the standard containers and the game model's headers, about
# a third of each file's time under the dev preset (8 files measured: 31.8 s of CPU without,
# 21.2 s with; goose/roll.cpp 1.9 s to 0.8 s, barbu/state.cpp 6.2 s to 4.8 s).
set(LUDOTECA_CORE_PCH_HEADERS <fmt/format.h>
  <algorithm> <array> <functional> <map> <memory> <optional> <set> <string> <string_view>
  <vector> "${CMAKE_SOURCE_DIR}/src/core/framework/state.h"
  "${CMAKE_SOURCE_DIR}/src/core/framework/game.h")

function(ludoteca_add_core_precompiled_headers)
  set(source ${CMAKE_BINARY_DIR}/core_precompiled_headers.cpp)
  file(WRITE ${source} "// The translation unit that carries the core's precompiled headers.\n")
  add_library(lt_core_pch_library OBJECT ${source})
  if(BUILD_SHARED_LIBS)
    set_target_properties(lt_core_pch_library PROPERTIES POSITION_INDEPENDENT_CODE ON)
  endif()
  target_include_directories(lt_core_pch_library PRIVATE ${CMAKE_SOURCE_DIR}/src/core)
  target_link_libraries(lt_core_pch_library PRIVATE fmt::fmt)
  target_precompile_headers(lt_core_pch_library PRIVATE ${LUDOTECA_CORE_PCH_HEADERS})
endfunction()

# Gives the headers to every target below `dir`: libraries that use Qt Widgets, the core's
# libraries, test programs that use QtTest, and test programs that use GoogleTest only.
function(ludoteca_use_qt_precompiled_headers dir)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  foreach(target ${targets})
    get_target_property(type ${target} TYPE)
    get_target_property(libraries ${target} LINK_LIBRARIES)
    if(type STREQUAL "EXECUTABLE" AND "Qt6::Test" IN_LIST libraries)
      target_precompile_headers(${target} REUSE_FROM lt_qt_pch_program)
    elseif(type STREQUAL "EXECUTABLE" AND TARGET lt_gtest_pch_program AND
           ("GTest::gtest_main" IN_LIST libraries OR "GTest::gtest" IN_LIST libraries))
      target_precompile_headers(${target} REUSE_FROM lt_gtest_pch_program)
    elseif(type MATCHES "^(SHARED|STATIC)_LIBRARY$" AND ("Qt6::Widgets" IN_LIST libraries OR
           "lt_shell_base" IN_LIST libraries OR "lt_shell" IN_LIST libraries))
      target_precompile_headers(${target} REUSE_FROM lt_qt_pch_library)
    elseif(type MATCHES "^(SHARED|STATIC)_LIBRARY$" AND TARGET lt_core_pch_library)
      get_target_property(folder ${target} SOURCE_DIR)
      if(folder MATCHES "^${CMAKE_SOURCE_DIR}/src/core")
        target_precompile_headers(${target} REUSE_FROM lt_core_pch_library)
      endif()
    endif()
  endforeach()
  get_property(subdirectories DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(subdirectory ${subdirectories})
    ludoteca_use_qt_precompiled_headers(${subdirectory})
  endforeach()
endfunction()
