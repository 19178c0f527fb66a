// oraclec_api_version, oraclec_version, oraclec_status_name, oraclec_step_name.
#include "Boundary.h"
#include "Driver/Version.h"
#include "oraclec/oraclec.h"
#include "runtime/Game/Turn.h"

extern "C" {

int oraclec_api_version(void) {
  return ORACLEC_API_VERSION;
}

const char *oraclec_version(void) {
  return oraclec::versionString();
}

const char *oraclec_status_name(oraclec_status status) {
  switch (oraclec::api::rawEnum(status)) { // a C caller may pass any int
  case ORACLEC_OK:
    return "ok";
  case ORACLEC_ERROR_INVALID_ARGUMENT:
    return "invalid argument";
  case ORACLEC_ERROR_IO:
    return "input/output error";
  case ORACLEC_ERROR_BAD_INPUT:
    return "bad input";
  case ORACLEC_ERROR_NOT_FOUND:
    return "not found";
  case ORACLEC_ERROR_NOT_PLAYABLE:
    return "not playable";
  case ORACLEC_ERROR_ILLEGAL_ACTION:
    return "illegal action";
  case ORACLEC_ERROR_ENGINE:
    return "engine unavailable";
  case ORACLEC_ERROR_OUT_OF_MEMORY:
    return "out of memory";
  case ORACLEC_ERROR_INTERNAL:
    return "internal error";
  }
  return "unknown status";
}

const char *oraclec_step_name(oraclec_step step) {
  int s = oraclec::api::rawEnum(step);
  if (s < 0 || s >= oraclec::rt::kTurnSteps) return "unknown step";
  // turnStepName returns views of string literals: NUL-terminated.
  return oraclec::rt::turnStepName(oraclec::rt::TurnStep(step)).data();
}

} // extern "C"
