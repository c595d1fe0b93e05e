# cmake -DWASM_LD=<wasm-ld-19> -DLOADER=<gramlab-<part>-relaxed.mjs> -DOBJECTS=<a.o;b.o> -DOUTPUT=<.wasm>
#   -P link-for-part.cmake
# The hot loops' module of one relaxed part: exactly the loops the part calls, which its Emscripten loader names
# (its stub for each C function the link left undefined is `_` + that name, as web/src/api/hot-loops.js reads
# it), so a part carries no loop it never calls: part "core", the first visit's download, has no product tiles
# (docs/architecture.md, "The relaxed flavour").
file(READ "${LOADER}" loader)
string(REGEX MATCHALL "function _gramlab_[A-Za-z0-9_]+\\(" stubs "${loader}")
set(exports)
foreach(stub IN LISTS stubs)
  string(REGEX REPLACE "^function _(gramlab_[A-Za-z0-9_]+)\\($" "--export=\\1" export "${stub}")
  list(APPEND exports "${export}")
endforeach()
list(REMOVE_DUPLICATES exports)
if(NOT exports)
  message(FATAL_ERROR "${LOADER} calls no hot loop: a relaxed part without one should be the SIMD part")
endif()
# The threads build (-DSHARED_MAXIMUM=<bytes>): a shared memory of the part's maximum, and the column-range entries
# that web/src/api/hot-loops-lanes.js splits a call with.
set(shared)
if(SHARED_MAXIMUM)
  set(shared --shared-memory --max-memory=${SHARED_MAXIMUM})
  list(FIND exports --export=gramlab_rank2k_tiles rank2k)
  if(NOT rank2k EQUAL -1)
    list(APPEND exports --export=gramlab_rank2k_columns)
  endif()
endif()
execute_process(COMMAND "${WASM_LD}" --no-entry --import-memory ${shared} --strip-all ${exports} ${OBJECTS} -o "${OUTPUT}"
                RESULT_VARIABLE failed)
if(failed)
  message(FATAL_ERROR "wasm-ld-19 could not link ${OUTPUT}")
endif()
