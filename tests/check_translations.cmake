# Fails when a shipped translation is incomplete: an unfinished or empty message in
# clothlab_ja/zh_CN/zh_TW.ts, or a tr() text in the sources that a .ts does not contain
# (lupdate is run on copies, so the committed files are not touched).
# Inputs: LUPDATE, INCLUDE_DIR (the source root), TS_DIR, WORK_DIR. Every .cpp and .h of the
# Qt layers and of the core (its CLOTHLAB_TR_NOOP texts) is scanned, not only the list the
# build translates, so a file left out of that list fails here too.
file(GLOB sources "${INCLUDE_DIR}/app/*.cpp" "${INCLUDE_DIR}/app/*.h")
file(GLOB_RECURSE layer_sources "${INCLUDE_DIR}/text/*.cpp" "${INCLUDE_DIR}/text/*.h"
     "${INCLUDE_DIR}/figures/*.cpp" "${INCLUDE_DIR}/figures/*.h"
     "${INCLUDE_DIR}/widgets/*.cpp" "${INCLUDE_DIR}/widgets/*.h"
     "${INCLUDE_DIR}/core/*.cpp" "${INCLUDE_DIR}/core/*.h")
list(APPEND sources ${layer_sources})
file(MAKE_DIRECTORY "${WORK_DIR}")
set(problems "")
foreach(lang ja zh_CN zh_TW)
    set(ts "${TS_DIR}/clothlab_${lang}.ts")
    file(READ "${ts}" text)
    string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${text}")
    list(LENGTH unfinished count)
    if(count GREATER 0)
        string(APPEND problems "clothlab_${lang}.ts: ${count} unfinished message(s)\n")
    endif()
    if(text MATCHES "<translation></translation>|<numerusform></numerusform>")
        string(APPEND problems "clothlab_${lang}.ts: an empty translation\n")
    endif()
    configure_file("${ts}" "${WORK_DIR}/clothlab_${lang}.ts" COPYONLY)
    execute_process(
        COMMAND "${LUPDATE}" -no-obsolete -locations none
                -tr-function-alias QT_TRANSLATE_NOOP+=CLOTHLAB_TR_NOOP -I "${INCLUDE_DIR}" ${sources}
                -ts "${WORK_DIR}/clothlab_${lang}.ts"
        OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        string(APPEND problems "lupdate failed for ${lang}: ${err}\n")
    elseif("${out}${err}" MATCHES "\\(([0-9]+) new and")
        if(CMAKE_MATCH_1 GREATER 0)
            string(APPEND problems
                "clothlab_${lang}.ts: ${CMAKE_MATCH_1} source text(s) not in the file (run the update_translations target and translate them)\n")
        endif()
    else()
        string(APPEND problems "lupdate for ${lang} said nothing recognisable: ${out}${err}\n")
    endif()
endforeach()
if(problems)
    message(FATAL_ERROR "Incomplete translations:\n${problems}")
endif()
message(STATUS "ja, zh_CN and zh_TW are complete")
