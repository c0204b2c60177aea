// Start code for freestanding Hexagon programs run under qemu-hexagon
// (Linux user mode). qemu hands us a valid stack with sp -> argc; we only
// align it, terminate the frame-pointer chain and call main(). The
// programs we run never look at argc/argv, so pass zeros.
        .text
        .globl  _start
        .type   _start, @function
        .p2align 4
_start:
        r29 = and(r29, #-8)     // the ABI wants an 8-byte aligned sp
        r30 = #0                // no caller frame
        r31 = #0                // no return address
        r0 = #0                 // argc
        r1 = #0                 // argv
        call    main
        call    exit            // exit(main's return value, still in r0)
        .size   _start, .-_start
