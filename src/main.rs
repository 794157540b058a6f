use std::io::Write;

// Exploration builds and drops millions of small term nodes and operand vectors; glibc's
// allocator spent a fifth of a check in malloc, free and heap consolidation.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    let code = bverify::cli::main();
    // The term tables are thread-local and hold millions of nodes after a long check:
    // running their destructors took a third of such a run. Flush what was written and
    // leave without them; the OS takes the memory back at once.
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    // SAFETY: `_exit` ends the process; nothing runs after it, and the output is flushed.
    unsafe { libc::_exit(code) }
}
