// The threads parts' landing pad (docs/architecture.md, "Threads"): linked in place of libunwind's wasm unwinder.
//
// Emscripten 3.1.6's clang 14 writes a catch's landing-pad context (its index, its LSDA) into __wasm_lpad_context
// at a fixed address, while the unwinder its -pthread builds link (libunwind-mt) reads a thread-local copy of it.
// The personality then sees an empty context, matches no catch, and every C++ exception leaves the module as a
// WebAssembly.Exception: no gramlab::Error became {error: {code, message}} (a non-symmetric matrix was INTERNAL).
// One thread runs C++ in a threads part (the helper lane runs only the hot loops, which never throw), so the
// context at the address clang writes is the right one: these definitions read it there. Defining every symbol of
// the unwinder's wasm file keeps the linker from taking that file from the library at all.
#include <unwind.h>

#include <cstdint>

namespace {
// The layout clang 14's WasmEHPrepare writes: the landing pad's index, its LSDA, and the selector the personality
// returns (which catch clause matched).
struct LandingPadContext {
  std::uintptr_t index;
  std::uintptr_t lsda;
  std::uintptr_t selector;
};
LandingPadContext* padOf(_Unwind_Context* context) { return reinterpret_cast<LandingPadContext*>(context); }
}  // namespace

extern "C" {

LandingPadContext __wasm_lpad_context;

_Unwind_Reason_Code __gxx_personality_wasm0(int version, _Unwind_Action actions, std::uint64_t exceptionClass,
                                            _Unwind_Exception* exception, _Unwind_Context* context);

// Wasm has no search phase: the personality runs the cleanup phase once and leaves the selector in the context.
_Unwind_Reason_Code _Unwind_CallPersonality(void* thrown) {
  auto* exception = static_cast<_Unwind_Exception*>(thrown);
  __wasm_lpad_context.selector = 0;
  return __gxx_personality_wasm0(1, _UA_CLEANUP_PHASE, exception->exception_class, exception,
                                 reinterpret_cast<_Unwind_Context*>(&__wasm_lpad_context));
}

_Unwind_Reason_Code _Unwind_RaiseException(_Unwind_Exception* exception) {
  __builtin_wasm_throw(0, exception);  // tag 0: the C++ exception tag
}

void _Unwind_DeleteException(_Unwind_Exception* exception) {
  if (exception->exception_cleanup != nullptr) exception->exception_cleanup(_URC_FOREIGN_EXCEPTION_CAUGHT, exception);
}

void _Unwind_SetGR(_Unwind_Context* context, int index, _Unwind_Word value) {
  if (index == 1) padOf(context)->selector = value;  // register 1: the selector
}

_Unwind_Word _Unwind_GetIP(_Unwind_Context* context) { return padOf(context)->index + 2; }

void _Unwind_SetIP(_Unwind_Context*, _Unwind_Word) {}

void* _Unwind_GetLanguageSpecificData(_Unwind_Context* context) {
  return reinterpret_cast<void*>(padOf(context)->lsda);
}

_Unwind_Ptr _Unwind_GetRegionStart(_Unwind_Context*) { return 0; }

}  // extern "C"
