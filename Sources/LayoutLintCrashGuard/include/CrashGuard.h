#ifndef LAYOUTLINT_CRASH_GUARD_H
#define LAYOUTLINT_CRASH_GUARD_H

/// Containment of a trap inside one file's lint (see `Engine/Containment.swift`).
///
/// A worker thread arms a slot before it lints a file and disarms it after. If the thread
/// traps while the slot is armed (a Swift runtime failure, a bad memory access, an abort, a stack
/// overflow), the signal handler records the signal in the slot, wakes whoever waits on the
/// slot's events, and parks the thread for good: its stack and everything it holds stay as they
/// were, so nothing it was in the middle of is ever resumed or unwound. Everywhere else the
/// handler hands the signal on to whatever handled it before (the Swift runtime's backtracer,
/// or the default action).

typedef struct ll_events ll_events;
typedef struct ll_slot ll_slot;

/// Installs the handler once per process; later calls do nothing.
void ll_guard_install(void);

/// A counting semaphore that workers (and the handler) post to.
ll_events *ll_events_create(void);
void ll_events_destroy(ll_events *events);
void ll_events_post(ll_events *events);
void ll_events_wait(ll_events *events);

/// One worker's slot. State: 0 running, 1 finished, 2 trapped.
ll_slot *ll_slot_create(ll_events *events);
/// Frees a slot whose thread finished; a trapped thread's slot is never freed.
void ll_slot_destroy(ll_slot *slot);
int ll_slot_state(const ll_slot *slot);
int ll_slot_signal(const ll_slot *slot);
/// The worker is done: state 1, and the events are posted.
void ll_slot_finish(ll_slot *slot);

/// Called on the worker thread: gives it an alternate signal stack (so that a stack overflow can
/// be handled) and makes `slot` the thread's slot.
void ll_thread_begin(ll_slot *slot);
/// Arms and disarms the thread's slot around the work that may trap.
void ll_arm(void);
void ll_disarm(void);

/// Test support: traps in the way `kind` names ("trap", "segv", "abort", "overflow").
void ll_force_crash(const char *kind);

#endif
