# Fails when clothlab-cli links a GUI library: Qt 3D, Qt Widgets or QCustomPlot (issue 13:
# the headless tool links the core and the figures library only). Reads the libraries the
# loader resolves (ldd: direct and indirect), or the direct ones (readelf -d) without ldd.
# Input: CLI, the built program.
find_program(LDD ldd)
find_program(READELF readelf)
if(LDD)
    execute_process(COMMAND "${LDD}" "${CLI}" OUTPUT_VARIABLE libraries RESULT_VARIABLE rc)
elseif(READELF)
    execute_process(COMMAND "${READELF}" -d "${CLI}" OUTPUT_VARIABLE libraries RESULT_VARIABLE rc)
else()
    message(FATAL_ERROR "neither ldd nor readelf is installed")
endif()
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cannot read the libraries of ${CLI}")
endif()
# The reading itself: the figures need Qt Gui, so a list without it was not read right.
if(NOT libraries MATCHES "libQt6Gui")
    message(FATAL_ERROR "no libQt6Gui among the libraries of ${CLI}:\n${libraries}")
endif()
set(found "")
foreach(pattern "libQt63D[A-Za-z]*" "libQt6Widgets" "libQt6OpenGLWidgets" "libQt6PrintSupport"
        "lib[Qq][Cc]ustom[Pp]lot[A-Za-z0-9_]*")
    string(REGEX MATCHALL "${pattern}" hits "${libraries}")
    list(REMOVE_DUPLICATES hits)
    list(APPEND found ${hits})
endforeach()
if(found)
    message(FATAL_ERROR "clothlab-cli links GUI libraries: ${found}")
endif()
message(STATUS "clothlab-cli links neither Qt 3D, Qt Widgets nor QCustomPlot")
