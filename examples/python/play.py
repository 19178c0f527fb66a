#!/usr/bin/env python3
"""The C example (examples/c/play.c) in Python, through ctypes: compile a few
invented cards, play a short game, print the result. No binding package is
needed: liboraclec's C API is called directly (docs/api.md).

    python3 play.py [--lib PATH/liboraclec.so.1]

Without --lib the library is found as the dynamic linker finds it
(LD_LIBRARY_PATH, the system's library path) or through pkg-config.
"""
import argparse
import ctypes
import ctypes.util
import os
import subprocess
import sys


def find_library(explicit):
    if explicit:
        return explicit
    try:  # an installation's pkg-config file says where it is
        libdir = subprocess.run(["pkg-config", "--variable=libdir", "oraclec"],
                                capture_output=True, text=True, check=True).stdout.strip()
        candidate = os.path.join(libdir, "liboraclec.so.1")
        if os.path.exists(candidate):
            return candidate
    except (OSError, subprocess.CalledProcessError):
        pass
    return ctypes.util.find_library("oraclec") or "liboraclec.so.1"


class OracleC:
    """The few declarations this script uses (argument and result types must be
    declared: ctypes would otherwise pass and return C ints)."""

    OK = 0
    ZONE_BATTLEFIELD, ZONE_GRAVEYARD, ZONE_HAND = 0, 1, 2
    STEP_DECLARE_ATTACKERS, STEP_MAIN2 = 5, 10
    REF_OBJECT, REF_PLAYER = 0, 1

    class Ref(ctypes.Structure):
        _fields_ = [("kind", ctypes.c_int), ("id", ctypes.c_uint32)]

    EVENT_ZONE_CHANGE, EVENT_DAMAGE, EVENT_LIFE_GAINED, EVENT_LIFE_LOST = 0, 4, 5, 6
    ZONE_NAMES = ["battlefield", "graveyard", "hand", "library", "exile", "stack", "command"]

    class Event(ctypes.Structure):  # struct oraclec_event: fields set below the class
        pass

    def __init__(self, path):
        self.lib = lib = ctypes.CDLL(path)
        P, S, I, U32 = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int, ctypes.c_uint32
        size = ctypes.c_size_t
        sig = {
            "oraclec_api_version": (I, []),
            "oraclec_version": (S, []),
            "oraclec_status_name": (S, [I]),
            "oraclec_library_create": (I, [ctypes.POINTER(P)]),
            "oraclec_library_destroy": (None, [P]),
            "oraclec_library_last_error": (S, [P]),
            "oraclec_library_add_card": (I, [P, S, S, S, S, S, S]),
            "oraclec_library_card_count": (size, [P]),
            "oraclec_library_card_name": (S, [P, size]),
            "oraclec_library_card_status": (I, [P, size]),
            "oraclec_library_card_playable": (I, [P, size]),
            "oraclec_library_ability_count": (size, [P, size]),
            "oraclec_library_ability_compiled": (I, [P, size, size]),
            "oraclec_library_ability_code": (S, [P, size, size]),
            "oraclec_library_ability_diagnostic": (S, [P, size, size]),
            "oraclec_game_create": (I, [P, ctypes.POINTER(S), size, ctypes.POINTER(P)]),
            "oraclec_game_destroy": (None, [P]),
            "oraclec_game_last_error": (S, [P]),
            "oraclec_game_add_card": (I, [P, I, I, S, ctypes.POINTER(U32)]),
            "oraclec_game_cast": (I, [P, I, U32, ctypes.POINTER(self.Ref), size,
                                      ctypes.POINTER(I), size, I]),
            "oraclec_game_resolve_top": (I, [P]),
            "oraclec_game_advance_to": (I, [P, I, I]),
            "oraclec_game_declare_attackers": (I, [P, ctypes.POINTER(U32),
                                                   ctypes.POINTER(self.Ref), size]),
            "oraclec_game_life": (I, [P, I]),
            "oraclec_game_player_name": (S, [P, I]),
            "oraclec_game_zone_size": (size, [P, I, I]),
            "oraclec_game_zone_object": (U32, [P, I, I, size]),
            "oraclec_object_name": (S, [P, U32]),
            "oraclec_object_power_toughness": (I, [P, U32, ctypes.POINTER(I), ctypes.POINTER(I)]),
            "oraclec_game_event_count": (size, [P]),
            "oraclec_game_event": (S, [P, size]),
            "oraclec_game_record_count": (size, [P]),
            "oraclec_game_record": (I, [P, size, ctypes.POINTER(self.Event)]),
        }
        for name, (restype, argtypes) in sig.items():
            f = getattr(lib, name)
            f.restype, f.argtypes = restype, argtypes

    def check(self, status, message_of, handle):
        if status != self.OK:
            raise RuntimeError("%s: %s" % (self.lib.oraclec_status_name(status).decode(),
                                           message_of(handle).decode()))


OracleC.Event._fields_ = [("kind", ctypes.c_int), ("kind_name", ctypes.c_char_p),
                          ("object", ctypes.c_uint32), ("has_other", ctypes.c_int),
                          ("other", OracleC.Ref), ("player", ctypes.c_int),
                          ("amount", ctypes.c_int), ("from_zone", ctypes.c_int),
                          ("to_zone", ctypes.c_int), ("counter", ctypes.c_char_p),
                          ("step", ctypes.c_int), ("combat", ctypes.c_int)]


def b(s):
    return None if s is None else s.encode("utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lib", help="path of liboraclec.so")
    api = OracleC(find_library(parser.parse_args().lib))
    lib_c = api.lib
    print("oraclec %s, API %d" % (lib_c.oraclec_version().decode(), lib_c.oraclec_api_version()))

    lib = ctypes.c_void_p()
    api.check(lib_c.oraclec_library_create(ctypes.byref(lib)), lib_c.oraclec_library_last_error, lib)
    cards = [
        ("Cinder Jolt", "{R}", "Instant", None, None, "Cinder Jolt deals 2 damage to any target."),
        ("Mossback Cub", "{1}{G}", "Creature \u2014 Bear", "2", "2", ""),
        ("Dawnwatch Healer", "{1}{W}", "Creature \u2014 Human Cleric", "1", "2",
         "When Dawnwatch Healer enters, you gain 2 life."),
        ("Misspelled Imp", "{B}", "Creature \u2014 Imp", "1", "1",
         "Flying\nWhen Misspelled Imp enters, you gain 3 lifee."),
    ]
    for card in cards:
        api.check(lib_c.oraclec_library_add_card(lib, *map(b, card)),
                  lib_c.oraclec_library_last_error, lib)
    status_names = ["compiled", "partial", "failed"]
    for c in range(lib_c.oraclec_library_card_count(lib)):
        print("card %s: %s%s" % (lib_c.oraclec_library_card_name(lib, c).decode(),
                                 status_names[lib_c.oraclec_library_card_status(lib, c)],
                                 " (playable)" if lib_c.oraclec_library_card_playable(lib, c) else ""))
        for a in range(lib_c.oraclec_library_ability_count(lib, c)):
            if not lib_c.oraclec_library_ability_compiled(lib, c, a):
                print("  not compiled [%s]: %s" % (
                    lib_c.oraclec_library_ability_code(lib, c, a).decode(),
                    lib_c.oraclec_library_ability_diagnostic(lib, c, a).decode()))

    names = (ctypes.c_char_p * 2)(b"alice", b"bob")
    game = ctypes.c_void_p()
    api.check(lib_c.oraclec_game_create(lib, names, 2, ctypes.byref(game)),
              lib_c.oraclec_library_last_error, lib)

    def add(player, zone, name):
        obj = ctypes.c_uint32()
        api.check(lib_c.oraclec_game_add_card(game, player, zone, b(name), ctypes.byref(obj)),
                  lib_c.oraclec_game_last_error, game)
        return obj.value

    def act(status):
        api.check(status, lib_c.oraclec_game_last_error, game)

    for land in ["Mountain", "Mountain", "Plains", "Plains"]:
        add(0, api.ZONE_BATTLEFIELD, land)
    cub = add(0, api.ZONE_BATTLEFIELD, "Mossback Cub")
    bobs_cub = add(1, api.ZONE_BATTLEFIELD, "Mossback Cub")
    jolt = add(0, api.ZONE_HAND, "Cinder Jolt")
    healer = add(0, api.ZONE_HAND, "Dawnwatch Healer")

    act(lib_c.oraclec_game_cast(game, 0, healer, None, 0, None, 0, 0))
    act(lib_c.oraclec_game_resolve_top(game))  # the creature spell
    act(lib_c.oraclec_game_resolve_top(game))  # its enters trigger
    target = OracleC.Ref(api.REF_OBJECT, bobs_cub)
    act(lib_c.oraclec_game_cast(game, 0, jolt, ctypes.byref(target), 1, None, 0, 0))
    act(lib_c.oraclec_game_resolve_top(game))
    act(lib_c.oraclec_game_advance_to(game, api.STEP_DECLARE_ATTACKERS, 0))
    attacker = ctypes.c_uint32(cub)
    defender = OracleC.Ref(api.REF_PLAYER, 1)
    act(lib_c.oraclec_game_declare_attackers(game, ctypes.byref(attacker), ctypes.byref(defender), 1))
    act(lib_c.oraclec_game_advance_to(game, api.STEP_MAIN2, 0))

    print("events:")
    for i in range(lib_c.oraclec_game_event_count(game)):
        print("  " + lib_c.oraclec_game_event(game, i).decode())
    # The event records: the same happenings as data.
    name = lambda p: lib_c.oraclec_game_player_name(game, p).decode()
    for i in range(lib_c.oraclec_game_record_count(game)):
        e = OracleC.Event()
        act(lib_c.oraclec_game_record(game, i, ctypes.byref(e)))
        kind = e.kind_name.decode()
        if e.kind == api.EVENT_DAMAGE:
            to = name(e.other.id) if e.other.kind == api.REF_PLAYER else "a creature"
            print("record: %s %d%s to %s" % (kind, e.amount, " (combat)" if e.combat else "", to))
        elif e.kind in (api.EVENT_LIFE_GAINED, api.EVENT_LIFE_LOST):
            print("record: %s %s %d" % (kind, name(e.player), e.amount))
        elif e.kind == api.EVENT_ZONE_CHANGE:
            print("record: %s %s's %s -> %s" % (kind, name(e.player), api.ZONE_NAMES[e.from_zone],
                                               api.ZONE_NAMES[e.to_zone]))
    for p in range(2):
        line = "%s (life %d):" % (lib_c.oraclec_game_player_name(game, p).decode(),
                                  lib_c.oraclec_game_life(game, p))
        for i in range(lib_c.oraclec_game_zone_size(game, p, api.ZONE_BATTLEFIELD)):
            o = lib_c.oraclec_game_zone_object(game, p, api.ZONE_BATTLEFIELD, i)
            pw, th = ctypes.c_int(), ctypes.c_int()
            line += " [" + lib_c.oraclec_object_name(game, o).decode()
            if lib_c.oraclec_object_power_toughness(game, o, ctypes.byref(pw), ctypes.byref(th)):
                line += " %d/%d" % (pw.value, th.value)
            line += "]"
        print(line)
    print("bob's graveyard: %d card(s)" % lib_c.oraclec_game_zone_size(game, 1, api.ZONE_GRAVEYARD))
    print("result: alice %d, bob %d" % (lib_c.oraclec_game_life(game, 0), lib_c.oraclec_game_life(game, 1)))
    lib_c.oraclec_game_destroy(game)
    lib_c.oraclec_library_destroy(lib)
    return 0


if __name__ == "__main__":
    sys.exit(main())
