#define _GNU_SOURCE
#include "CrashGuard.h"

#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct ll_events { sem_t semaphore; };

struct ll_slot {
    ll_events *events;
    _Atomic int state;
    _Atomic int armed;
    _Atomic int signal;
};

static const int guarded_signals[] = { SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGBUS, SIGSEGV };
#define GUARDED_COUNT (sizeof guarded_signals / sizeof guarded_signals[0])
static struct sigaction previous[GUARDED_COUNT];
static pthread_once_t installed = PTHREAD_ONCE_INIT;
/// The slot of the thread running the handler. Set by `ll_thread_begin` before any guarded work,
/// so the handler never touches thread-local storage for the first time.
static _Thread_local ll_slot *thread_slot;
/// The thread's alternate signal stack, when `ll_thread_begin` made one.
static _Thread_local void *thread_alternate_stack;

static struct sigaction *previous_for(int sig) {
    for (size_t i = 0; i < GUARDED_COUNT; i++) if (guarded_signals[i] == sig) return &previous[i];
    return NULL;
}

static void handler(int sig, siginfo_t *info, void *context) {
    ll_slot *slot = thread_slot;
    if (slot != NULL && atomic_load(&slot->armed)) {
        atomic_store(&slot->signal, sig);
        atomic_store(&slot->state, 2);
        sem_post(&slot->events->semaphore);  /* async-signal-safe */
        /* Park: this thread never runs the interrupted code again. */
        sigset_t none;
        sigemptyset(&none);
        for (;;) sigsuspend(&none);
    }
    /* Not a guarded lint: behave as before this handler was installed. */
    struct sigaction *before = previous_for(sig);
    if (before == NULL) return;
    if ((before->sa_flags & SA_SIGINFO) && before->sa_sigaction != NULL) {
        before->sa_sigaction(sig, info, context);
        return;
    }
    if (!(before->sa_flags & SA_SIGINFO) && before->sa_handler != SIG_DFL && before->sa_handler != SIG_IGN) {
        before->sa_handler(sig);
        return;
    }
    /* The default action: restore it; a fault happens again on return, a raised signal is raised again. */
    sigaction(sig, before, NULL);
    if (info == NULL || info->si_code <= 0) raise(sig);
}

static void install_once(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = handler;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (size_t i = 0; i < GUARDED_COUNT; i++) sigaction(guarded_signals[i], &action, &previous[i]);
}

void ll_guard_install(void) { pthread_once(&installed, install_once); }

ll_events *ll_events_create(void) {
    ll_events *events = calloc(1, sizeof *events);
    if (events != NULL) sem_init(&events->semaphore, 0, 0);
    return events;
}

void ll_events_destroy(ll_events *events) {
    if (events == NULL) return;
    sem_destroy(&events->semaphore);
    free(events);
}

void ll_events_post(ll_events *events) { sem_post(&events->semaphore); }

void ll_events_wait(ll_events *events) {
    while (sem_wait(&events->semaphore) != 0) { /* EINTR */ }
}

ll_slot *ll_slot_create(ll_events *events) {
    ll_slot *slot = calloc(1, sizeof *slot);
    if (slot != NULL) slot->events = events;
    return slot;
}

void ll_slot_destroy(ll_slot *slot) { free(slot); }
int ll_slot_state(const ll_slot *slot) { return atomic_load(&((ll_slot *)slot)->state); }
int ll_slot_signal(const ll_slot *slot) { return atomic_load(&((ll_slot *)slot)->signal); }

void ll_slot_finish(ll_slot *slot) {
    thread_slot = NULL;
    if (thread_alternate_stack != NULL) {
        stack_t off = { .ss_sp = NULL, .ss_size = 0, .ss_flags = SS_DISABLE };
        sigaltstack(&off, NULL);
        free(thread_alternate_stack);
        thread_alternate_stack = NULL;
    }
    atomic_store(&slot->state, 1);
    sem_post(&slot->events->semaphore);
}

void ll_thread_begin(ll_slot *slot) {
    /* An alternate stack for the handler, so that a stack overflow is handled too. A parked
       thread keeps running on it; `ll_slot_finish` frees it when the thread ends normally. */
    static const size_t size = 64 * 1024;
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        void *memory = malloc(size);
        if (memory != NULL) {
            stack_t alternate = { .ss_sp = memory, .ss_size = size, .ss_flags = 0 };
            if (sigaltstack(&alternate, NULL) == 0) thread_alternate_stack = memory;
            else free(memory);
        }
    }
    thread_slot = slot;
}

void ll_arm(void) { if (thread_slot != NULL) atomic_store(&thread_slot->armed, 1); }
void ll_disarm(void) { if (thread_slot != NULL) atomic_store(&thread_slot->armed, 0); }

static int deep(volatile int *depth) {
    volatile char pad[4096];
    pad[0] = (char)*depth;
    *depth += 1;
    return deep(depth) + pad[0];
}

void ll_force_crash(const char *kind) {
    if (kind != NULL && strcmp(kind, "segv") == 0) {
        volatile int *nowhere = (volatile int *)(uintptr_t)8;
        *nowhere = 1;
    } else if (kind != NULL && strcmp(kind, "abort") == 0) {
        abort();
    } else if (kind != NULL && strcmp(kind, "overflow") == 0) {
        volatile int depth = 0;
        deep(&depth);
    }
    __builtin_trap();
}
