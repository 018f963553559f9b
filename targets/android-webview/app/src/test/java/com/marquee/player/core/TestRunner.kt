package com.marquee.player.core

import kotlin.system.exitProcess

/**
 * A tiny test runner, because JUnit is out of reach here (no Maven access): every test is a
 * named function; the runner prints `PASS <name>` or `FAIL <name>: <why>` per test, the bridge's
 * method list, a summary, and exits 1 if anything failed. src/kotlinShell.test.ts compiles and
 * runs it from `npm test` and reads these lines.
 */
class TestCase(val name: String, val body: () -> Unit)

class TestSuite {
    val cases = mutableListOf<TestCase>()

    fun test(name: String, body: () -> Unit) {
        cases += TestCase(name, body)
    }
}

fun suite(build: TestSuite.() -> Unit): List<TestCase> = TestSuite().apply(build).cases

class TestFailure(message: String) : AssertionError(message)

fun check(condition: Boolean, message: () -> String) {
    if (!condition) throw TestFailure(message())
}

fun <T> assertEquals(expected: T, actual: T, what: String = "value") {
    // Strings are shown quoted, so the string "null" and null (or "" and nothing) differ on screen.
    fun show(value: Any?) = if (value is String) Json.of(value).encode() else value.toString()
    if (expected != actual) throw TestFailure("$what: expected <${show(expected)}> but was <${show(actual)}>")
}

/** Runs [body], expecting it to throw [T]; returns what it threw. */
inline fun <reified T : Throwable> assertThrows(what: String, body: () -> Unit): T {
    try {
        body()
    } catch (e: Throwable) {
        if (e is T) return e
        throw TestFailure("$what: expected ${T::class.simpleName} but got $e")
    }
    throw TestFailure("$what: expected ${T::class.simpleName} but nothing was thrown")
}

fun main() {
    val tests = jsonTests() + protocolTests() + originPolicyTests() + fileStoreTests() + routerTests() +
        rangeTests() + deviceArgumentTests() + watchdogTests()
    val duplicates = tests.groupBy { it.name }.filterValues { it.size > 1 }.keys
    require(duplicates.isEmpty()) { "Duplicate test names: $duplicates" }
    var failed = 0
    for (test in tests) {
        try {
            test.body()
            println("PASS ${test.name}")
        } catch (e: Throwable) {
            failed++
            // One line per test keeps the output parseable; the message is what a reader needs.
            println("FAIL ${test.name}: ${e.toString().replace('\n', ' ')}")
        }
    }
    println("METHODS ${newRouter().router.methods.joinToString(",")}")
    println("SUMMARY passed=${tests.size - failed} failed=$failed")
    exitProcess(if (failed == 0) 0 else 1)
}
