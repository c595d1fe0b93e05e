# cmake -DOBJECT=<file.o> -P check-object.cmake: fails when the hot loops' object refers to the stack pointer. The
# hot loops' module runs on a part's memory, where Emscripten's own stack lies: a loop of it that spilled to a
# stack would write there (CMakeLists.txt builds the module, docs/architecture.md "The relaxed flavour").
file(STRINGS "${OBJECT}" uses REGEX "__stack_pointer")
if(uses)
  message(FATAL_ERROR "${OBJECT} uses the stack (__stack_pointer): the hot loops must keep everything in locals")
endif()
