// The edge of the C API: no C++ exception may cross it (a C caller, ctypes or
// another language's FFI cannot catch one). Every exported function runs its
// body through guard(), which turns any exception into a status and the
// message of the handle's last error.
#pragma once
#include "oraclec/oraclec.h"

#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <utility>

namespace oraclec::api {

// A failure with its status, thrown inside the API and caught by guard().
struct Failure {
  oraclec_status status;
  std::string message;
};

// The value a C caller passed for an enum parameter, read as its bits: a C
// program may pass any int ("(oraclec_step)99"), and in C++ merely loading an
// enum outside its enumerators' range is undefined (UBSan: "load of value 99,
// which is not a valid value"). Validate this int, never the enum.
template <class Enum> int rawEnum(const Enum &e) {
  static_assert(sizeof(Enum) == sizeof(int));
  int v;
  std::memcpy(&v, &e, sizeof v);
  return v;
}

[[noreturn]] inline void fail(oraclec_status status, std::string message) {
  throw Failure{status, std::move(message)};
}

// Runs `body` (returning void); the status, with `lastError` set on failure
// and cleared on success.
template <class Body> oraclec_status guard(std::string &lastError, Body &&body) noexcept {
  try {
    body();
    lastError.clear();
    return ORACLEC_OK;
  } catch (const Failure &f) {
    try {
      lastError = f.message;
    } catch (...) {
    }
    return f.status;
  } catch (const std::bad_alloc &) {
    lastError.clear(); // no room for a message
    return ORACLEC_ERROR_OUT_OF_MEMORY;
  } catch (const std::exception &e) {
    try {
      lastError = std::string("internal error: ") + e.what();
    } catch (...) {
    }
    return ORACLEC_ERROR_INTERNAL;
  } catch (...) {
    try {
      lastError = "internal error: unknown exception";
    } catch (...) {
    }
    return ORACLEC_ERROR_INTERNAL;
  }
}

// For queries that return a value: `fallback` if anything throws.
template <class T, class Body> T query(T fallback, Body &&body) noexcept {
  try {
    return body();
  } catch (...) {
    return fallback;
  }
}

} // namespace oraclec::api
